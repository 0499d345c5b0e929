import remoteStepsPlugin from './remoteStepsPlugin';
import { yieldToMain } from './yieldToMain';

/** Lets every pending promise callback run, but no task. */
const drainMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a remote module’s loading steps', () => {
  const plugin = remoteStepsPlugin();
  const steps = {
    'initialising the container': plugin.beforeInitRemote,
    'asking for the exposed module': plugin.beforeGetExpose,
  };

  it.each(Object.entries(steps))('start %s in a task of its own', async (_step, hook) => {
    expect(hook).toBeInstanceOf(Function);
    let started = false;
    const step = (hook as () => Promise<void>)().then(() => (started = true));
    await drainMicrotasks();
    expect(started).toBe(false);
    await nextTask();
    await step;
    expect(started).toBe(true);
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
