// English discovery messages: the reference set for this section (see ../en.ts).
const discovery = {};

export default discovery;
