import type { Messages } from "../en";

const listing = {};

export default listing satisfies Messages["listing"];
