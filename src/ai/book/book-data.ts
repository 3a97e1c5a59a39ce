// Made by `npx tsx scripts/make-book.ts`; do not edit by hand. One line per rules key: whether
// its best-reply tree is whole, and its entries (see book.ts).

export const BOOK_DATA: Record<string, { complete: boolean; entries: string }> = {
  "beaker:2x7": { complete: true, entries: "0:0:7.8.9.a.b.c.d" },
  "beaker:2x8": { complete: true, entries: "0:0:8.9.a.b.c.d.e.f" },
  "beaker:2x9": { complete: true, entries: "0:0:9.a.b.c.d.e.f.g.h f6r:0:0.a.b.c.d.e.f.g.h 19k9:0:1.b.c.d.e.f.g 3sor:0:2.a.c.d.e.f.g be29:0:3.a.b.d.e.f.g y66r:0:4.a.b.c.e.f.g" },
  "beaker:3x5": { complete: true, entries: "0:0:a.b.c.d.e" },
  "beaker:3x5/equal": { complete: true, entries: "0:-2:b.c.d" },
  "beaker:4x4": { complete: true, entries: "0:0:c.d.e.f" },
  "beaker:5x3": { complete: true, entries: "0:4:d" },
  "beaker:5x3/equal": { complete: true, entries: "0:0:d" },
  "beaker:7x2": { complete: true, entries: "0:0:c.d" },
  "beaker:8x2": { complete: true, entries: "0:0:e.f" },
  "flask:4x5": { complete: true, entries: "0:-2:a.b.c.d" },
  "flask:4x6": { complete: true, entries: "0:0:c.d.e.f" },
  "flask:6x2": { complete: true, entries: "0:-4:9.a.b.c" },
  "flask:6x3": { complete: true, entries: "0:-4:a.b.c.d.e.f" },
  "grid:2x7": { complete: true, entries: "0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d" },
  "grid:2x8": { complete: true, entries: "0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f" },
  "grid:3x5": { complete: true, entries: "0:13:6.7.8" },
  "grid:3x5/equal": { complete: true, entries: "0:6:6.7.8" },
  "grid:4x4": { complete: true, entries: "0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f" },
  "grid:5x3": { complete: true, entries: "0:13:4.7.a" },
  "grid:5x3/equal": { complete: true, entries: "0:6:4.7.a" },
  "grid:7x2": { complete: true, entries: "0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d" },
  "grid:8x2": { complete: true, entries: "0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f" },
  "square:4": { complete: true, entries: "0:0:0.1.2.3.4.5.6.7.8.9.a.b.c.d.e.f" },
};
