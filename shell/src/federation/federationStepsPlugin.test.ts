import federationStepsPlugin from './federationStepsPlugin';
import { yieldToMain } from '../scheduling/yieldToMain';

/** Lets every pending promise callback run, but no task. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the federation runtime’s steps', () => {
  const plugin = federationStepsPlugin();
  const args = { pkgName: 'react' };
  const steps = {
    'resolving a shared module': plugin.beforeLoadShare,
    'initialising a remote’s container': plugin.beforeInitRemote,
    'asking a remote for its exposed module': plugin.beforeGetExpose,
  };

  it.each(Object.entries(steps))('start %s in a task of its own', async (_step, hook) => {
    expect(hook).toBeInstanceOf(Function);
    let started = false;
    const step = (hook as (input: typeof args) => Promise<unknown>)(args).then((result) => {
      started = true;
      return result;
    });
    await drainMicrotasks();
    expect(started).toBe(false);
    await nextTask();
    await step;
    expect(started).toBe(true);
  });

  it('hands a shared module’s options on unchanged', async () => {
    const resolve = plugin.beforeLoadShare as (input: typeof args) => Promise<unknown>;
    const step = resolve(args);
    await nextTask();
    await expect(step).resolves.toBe(args);
  });
});

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield };
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
