/**
 * Test support: jsdom has no IntersectionObserver. This stand-in records what it observes and
 * reports what the test tells it (`reveal`), so a test decides when an element comes into view.
 */
export class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    TestIntersectionObserver.instances.push(this);
  }

  observe(element: Element) {
    this.observed.push(element);
  }

  disconnect() {
    this.disconnected = true;
  }

  reveal(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }));
    this.callback(
      entries as unknown as IntersectionObserverEntry[],
      this as unknown as IntersectionObserver,
    );
  }
}

/** Puts the stand-in in place around each test of the file or block that calls it. */
export function withIntersectionStandIn(): void {
  beforeEach(() => {
    TestIntersectionObserver.instances = [];
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: TestIntersectionObserver,
    });
  });
  afterEach(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
}
