// Which Node.js SwagScout runs on (package.json's engines; a unit test keeps the two equal), and
// the message for an older one. Plain JavaScript in the oldest syntax on purpose: an old Node must
// be able to load this file to say what is wrong, instead of crashing on something newer.

export var MIN_NODE_VERSION = '22.12.0';

function parts(version) {
  var nums = String(version).replace(/^v/, '').split('.');
  return [Number(nums[0]) || 0, Number(nums[1]) || 0, Number(nums[2]) || 0];
}

/** Whether `found` (e.g. process.versions.node, '20.19.1') is at least `required`. */
export function nodeVersionSupported(found, required) {
  var have = parts(found);
  var want = parts(required || MIN_NODE_VERSION);
  for (var i = 0; i < 3; i++) {
    if (have[i] !== want[i]) return have[i] > want[i];
  }
  return true;
}

/** What to tell someone whose Node is too old, or null when it is recent enough. */
export function nodeVersionProblem(found, required) {
  var want = parts(required || MIN_NODE_VERSION);
  if (nodeVersionSupported(found, required)) return null;
  return (
    'SwagScout needs Node.js ' + want[0] + '.' + want[1] + ' or newer (found ' + String(found).replace(/^v/, '') + ').\n' +
    'Install Node ' + want[0] + ' LTS: https://nodejs.org/en/download (or with nvm: nvm install ' + want[0] + '), then run the command again.'
  );
}
