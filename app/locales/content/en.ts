// English content messages (home, blog, CMS, brand list): the reference set for this section (see ../en.ts).
const content = {};

export default content;
