/** Messages a test peer received, and a way to wait for one that matches. */
export class Inbox<Message> {
  readonly messages: Message[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(private readonly noun: string) {}

  push(message: Message): void {
    this.messages.push(message);
    for (const wake of this.waiters) wake();
  }

  waitFor(predicate: (message: Message) => boolean, timeoutMs = 5_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(predicate);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(
          new Error(`no matching ${this.noun} within ${timeoutMs} ms (received ${this.messages.length})`),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  clear(): void {
    this.messages.length = 0;
  }
}
