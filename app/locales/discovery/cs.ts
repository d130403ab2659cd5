import type { Messages } from "../en";

const discovery = {};

export default discovery satisfies Messages["discovery"];
