// English listing messages: the reference set for this section (see ../en.ts).
const listing = {};

export default listing;
