# Sourced by .ci/run (bash): makes `node` on PATH at least the version package.json's engines
# asks for. When the machine's Node is older (or missing), it installs Node 22 from the npm
# registry's node-linux-<arch> package (its bin/node is the official binary; no other download
# is needed) into $NODE_HOME_DIR and puts that first on PATH for the rest of the script.
#
#   ensure_node            # uses MIN_NODE_VERSION (default 22.12.0)
#
# Needs npm (from the old Node, or Debian's `nodejs npm` packages) for the download.

MIN_NODE_VERSION="${MIN_NODE_VERSION:-22.12.0}"
NODE_HOME_DIR="${NODE_HOME_DIR:-$HOME/.local/share/swagscout-node22}"

# Prints the version of the `node` on PATH (e.g. 22.12.0), or nothing when there is none.
node_version() {
  command -v node >/dev/null 2>&1 && node -p 'process.versions.node' 2>/dev/null || true
}

# version_at_least 22.3.1 22.12.0 → false. Plain numeric comparison of major.minor.patch.
version_at_least() {
  local IFS=.
  local -a have=($1) want=($2)
  local i
  for i in 0 1 2; do
    if [ "${have[i]:-0}" -gt "${want[i]:-0}" ]; then return 0; fi
    if [ "${have[i]:-0}" -lt "${want[i]:-0}" ]; then return 1; fi
  done
  return 0
}

ensure_node() {
  local have
  have="$(node_version)"
  if [ -n "$have" ] && version_at_least "$have" "$MIN_NODE_VERSION"; then
    echo "node $have (needs >= $MIN_NODE_VERSION)"
    return 0
  fi
  echo "Node.js >= $MIN_NODE_VERSION is needed (found: ${have:-none})"

  # An earlier run may have installed it already.
  if [ -x "$NODE_HOME_DIR/bin/node" ] && version_at_least "$("$NODE_HOME_DIR/bin/node" -p 'process.versions.node')" "$MIN_NODE_VERSION"; then
    export PATH="$NODE_HOME_DIR/bin:$PATH"
    hash -r
    echo "using $NODE_HOME_DIR/bin/node $(node --version)"
    return 0
  fi

  if ! command -v npm >/dev/null 2>&1; then
    echo "npm is missing: installing Debian's nodejs and npm to download Node 22 with"
    apt_install nodejs npm
  fi

  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node 22 package for $(uname -m); install Node.js >= $MIN_NODE_VERSION first" >&2; return 1 ;;
  esac
  local major="${MIN_NODE_VERSION%%.*}"
  local tmp tarball
  tmp="$(mktemp -d)"
  echo "downloading node-linux-$arch@$major from the npm registry"
  if ! tarball="$(cd "$tmp" && npm pack --silent "node-linux-$arch@$major" | tail -n 1)" || [ ! -f "$tmp/$tarball" ]; then
    rm -rf "$tmp"
    echo "could not download node-linux-$arch@$major; install Node.js >= $MIN_NODE_VERSION first" >&2
    return 1
  fi
  tar -xzf "$tmp/$tarball" -C "$tmp"
  rm -rf "$NODE_HOME_DIR"
  mkdir -p "$NODE_HOME_DIR/bin"
  install -m 0755 "$tmp/package/bin/node" "$NODE_HOME_DIR/bin/node"
  rm -rf "$tmp"
  export PATH="$NODE_HOME_DIR/bin:$PATH"
  hash -r
  have="$(node_version)"
  if [ -z "$have" ] || ! version_at_least "$have" "$MIN_NODE_VERSION"; then
    echo "the downloaded Node ($have) is still older than $MIN_NODE_VERSION" >&2
    return 1
  fi
  echo "installed node $have into $NODE_HOME_DIR (first on PATH from here on)"
}
