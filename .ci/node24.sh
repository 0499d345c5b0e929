# Sourced by .ci/run (and by hand: `. .ci/node24.sh`): puts Node 24 LTS first on PATH when the
# machine's Node is older. The npm registry's node-linux-<arch> package carries the binary and
# its C headers, so native addons (better-sqlite3) build offline against the Node that runs them.
harmoni_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(harmoni_node_major)" -lt 24 ]; then
  case "$(uname -m)" in
    x86_64) harmoni_arch=x64 ;;
    aarch64 | arm64) harmoni_arch=arm64 ;;
    *) echo "No Node 24 package for $(uname -m)" >&2; return 1 ;;
  esac
  harmoni_node_dir="${HARMONI_NODE_DIR:-$HOME/.cache/harmoni/node24-$harmoni_arch}"
  if [ ! -x "$harmoni_node_dir/bin/node" ]; then
    echo "Providing Node 24 LTS (npm package node-linux-$harmoni_arch@24)…"
    harmoni_tmp=$(mktemp -d)
    (cd "$harmoni_tmp" && npm pack --silent "node-linux-$harmoni_arch@24" >/dev/null)
    mkdir -p "$harmoni_node_dir"
    tar xzf "$harmoni_tmp"/node-linux-*.tgz -C "$harmoni_node_dir" --strip-components=1
    rm -rf "$harmoni_tmp"
  fi
  export PATH="$harmoni_node_dir/bin:$PATH"
fi
# Native addons compile against the headers of the Node that will load them.
harmoni_node_root=$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")
if [ -d "$harmoni_node_root/include/node" ]; then export npm_config_nodedir="$harmoni_node_root"; fi
echo "Node $(node --version) at $(command -v node)"
