/** @jest-environment node */
import type {
  attachShareScopeMap,
  bundlerRuntime,
} from '@module-federation/webpack-bundler-runtime';
import {
  borrowBundlerRuntime,
  bundlerRuntimeGlobal,
  lendBundlerRuntime,
  lendRuntimeCore,
  lentRuntimeCoreNames,
  runtimeCoreGlobal,
  type LentRuntimeCore,
} from './runtimeLoan';

type Runtime = typeof bundlerRuntime;

const named = <T>(name: string) => Object.assign(jest.fn(), { displayName: name }) as unknown as T;

function providerRuntime(): Runtime {
  return {
    remotes: named<Runtime['remotes']>('remotes'),
    consumes: named<Runtime['consumes']>('consumes'),
    I: named<Runtime['I']>('I'),
    S: { default: {} },
    installInitialConsumes: named<Runtime['installInitialConsumes']>('installInitialConsumes'),
    // the provider's own, which a build that exposes nothing compiles out
    initContainerEntry: named<Runtime['initContainerEntry']>('provider initContainerEntry'),
    init: named<Runtime['init']>('init'),
    getSharedFallbackGetter: named<Runtime['getSharedFallbackGetter']>('getSharedFallbackGetter'),
  };
}

const attach = named<typeof attachShareScopeMap>('attachShareScopeMap');
const initContainerEntry = named<NonNullable<Runtime['initContainerEntry']>>('initContainerEntry');

afterEach(() => {
  Reflect.deleteProperty(globalThis, bundlerRuntimeGlobal);
  Reflect.deleteProperty(globalThis, runtimeCoreGlobal);
  jest.resetModules();
});

describe('the runtime core loan', () => {
  it('lends the names remote entries read, under the global externalRuntime reads, and nothing else', () => {
    const core = Object.fromEntries(
      [...lentRuntimeCoreNames, 'loadScriptNode', 'helpers'].map((name) => [name, { name }]),
    ) as unknown as LentRuntimeCore;
    lendRuntimeCore(core);
    const lent = (globalThis as Record<string, unknown>)._FEDERATION_RUNTIME_CORE;
    expect(Object.keys(lent as object).sort()).toEqual([...lentRuntimeCoreNames].sort());
    expect(lent).toMatchObject({
      ModuleFederation: core.ModuleFederation,
      CurrentGlobal: core.CurrentGlobal,
      setGlobalFederationConstructor: core.setGlobalFederationConstructor,
    });
  });
});

describe('the bundler runtime loan', () => {
  it('lends the provider functions, the separate initContainerEntry, and none of its state', () => {
    const runtime = providerRuntime();
    lendBundlerRuntime(runtime, attach, initContainerEntry);
    const lent = borrowBundlerRuntime();
    expect(lent).toEqual({
      consumes: runtime.consumes,
      I: runtime.I,
      installInitialConsumes: runtime.installInitialConsumes,
      initContainerEntry,
      init: runtime.init,
      getSharedFallbackGetter: runtime.getSharedFallbackGetter,
      attachShareScopeMap: attach,
    });
    expect(lent).not.toHaveProperty('S');
    expect(lent).not.toHaveProperty('remotes');
  });

  it('names what is missing when an entry borrows before anyone lent', () => {
    expect(() => borrowBundlerRuntime()).toThrow(
      'This remote entry borrows the federation bundler runtime, but neither a shell nor the standalone runtime script has lent it',
    );
  });

  it('gives each remote entry its own federation object and share scopes around the lent functions', async () => {
    const runtime = providerRuntime();
    lendBundlerRuntime(runtime, attach, initContainerEntry);
    const load = async () => {
      let federation: unknown;
      await jest.isolateModulesAsync(async () => {
        federation = (await import('./borrowedBundlerRuntime')).default;
      });
      return federation as {
        bundlerRuntime: Runtime;
        attachShareScopeMap: unknown;
        instance: unknown;
        runtime: { loadRemote: unknown };
      };
    };
    const first = await load();
    const second = await load();
    expect(first.bundlerRuntime.consumes).toBe(runtime.consumes);
    expect(first.bundlerRuntime.initContainerEntry).toBe(initContainerEntry);
    expect(first.bundlerRuntime.remotes).toBeUndefined();
    expect(first.attachShareScopeMap).toBe(attach);
    expect(first.instance).toBeUndefined();
    expect(typeof first.runtime.loadRemote).toBe('function');
    expect(first.bundlerRuntime.S).toEqual({});
    expect(first.bundlerRuntime.S).not.toBe(second.bundlerRuntime.S);
    expect(first.bundlerRuntime.S).not.toBe(runtime.S);
  });

  it('fails to load a remote entry, with that message, when nothing was lent', async () => {
    await expect(
      jest.isolateModulesAsync(async () => {
        await import('./borrowedBundlerRuntime');
      }),
    ).rejects.toThrow('neither a shell nor the standalone runtime script has lent it');
  });
});
