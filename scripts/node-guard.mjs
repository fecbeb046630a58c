// Imported first by every entry point (scripts/start.mjs, server/main.ts): on a Node.js older than
// the project needs, it says which version to install and exits before anything else loads (an
// older Node crashes in the dependencies, e.g. with "Segmentation fault", and says nothing useful).
import { nodeVersionProblem } from './node-version.mjs';

var problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}
