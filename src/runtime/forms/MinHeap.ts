/**
 * A min-heap of node indexes without duplicates: the engine pops dirty nodes in topological order.
 *
 * @example const h = new MinHeap(10); h.push(5); h.push(2); h.push(5); h.pop(); // 2
 */
export class MinHeap {
  private items: number[] = [];
  private queued: Uint8Array;

  constructor(capacity: number) {
    this.queued = new Uint8Array(capacity);
  }

  get size(): number {
    return this.items.length;
  }

  push(value: number): void {
    if (this.queued[value]) return;
    this.queued[value] = 1;
    const items = this.items;
    let i = items.push(value) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]! <= value) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = value;
  }

  pop(): number {
    const items = this.items;
    const top = items[0]!;
    this.queued[top] = 0;
    const last = items.pop()!;
    if (items.length) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= items.length) break;
        const right = left + 1;
        const child = right < items.length && items[right]! < items[left]! ? right : left;
        if (items[child]! >= last) break;
        items[i] = items[child]!;
        i = child;
      }
      items[i] = last;
    }
    return top;
  }
}
