import { describe, expect, it, vi } from 'vitest';
import { createMountable } from '../../embed/mountable';
import { PaymentClientError } from '../../headless/core/errors/PaymentClientError';

/** A `start` whose loads finish when the test says, each rendering something that can be taken down. */
function deferredStarts() {
  const live = new Set<number>();
  const pending: Array<() => void> = [];
  let renders = 0;
  const start = vi.fn(
    () =>
      new Promise<() => void>((resolve) => {
        const render = ++renders;
        pending.push(() => {
          live.add(render);
          resolve(() => live.delete(render));
        });
      }),
  );
  return { start, live, finish: (index: number) => pending[index]!() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createMountable', () => {
  it('keeps what it rendered until unmount, then takes it down', async () => {
    const { start, live, finish } = deferredStarts();
    const mountable = createMountable(start, () => {});
    mountable.mount(document.createElement('div'));
    finish(0);
    await settle();
    expect([...live]).toEqual([1]);

    mountable.unmount();
    expect([...live]).toEqual([]);
  });

  it('takes down a render that finishes loading after unmount', async () => {
    const { start, live, finish } = deferredStarts();
    const mountable = createMountable(start, () => {});
    mountable.mount(document.createElement('div'));
    mountable.unmount();
    finish(0);
    await settle();
    expect([...live]).toEqual([]);
  });

  it('after mount, unmount and mount again while the first still loads, shows only the second', async () => {
    const { start, live, finish } = deferredStarts();
    const mountable = createMountable(start, () => {});
    const element = document.createElement('div');
    mountable.mount(element).unmount();
    mountable.mount(element);
    finish(0);
    finish(1);
    await settle();
    expect([...live]).toEqual([2]);

    mountable.unmount();
    expect([...live]).toEqual([]);
  });

  it('refuses a second mount before unmount', () => {
    const { start } = deferredStarts();
    const mountable = createMountable(start, () => {});
    mountable.mount(document.createElement('div'));
    expect(() => mountable.mount(document.createElement('div'))).toThrow(PaymentClientError);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('passes a failed load to onError and mounts nothing', async () => {
    const onError = vi.fn();
    const failure = new Error('script blocked');
    const mountable = createMountable(() => Promise.reject(failure), onError);
    mountable.mount(document.createElement('div'));
    await settle();
    expect(onError).toHaveBeenCalledWith(failure);
  });
});
