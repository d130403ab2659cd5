import type { Messages } from "../en";

const content = {};

export default content satisfies Messages["content"];
