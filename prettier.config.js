// Prettier: the formatting of every source file (npm run format writes it, npm run lint checks
// it). Lines are long on purpose: a route's query or a test's expectation reads best on one line.
export default {
  printWidth: 160,
};
