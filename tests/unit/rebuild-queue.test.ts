import { describe, expect, it, vi } from "vitest";
import { rebuildQueue } from "../../scripts/local/rebuild-queue.mjs";

describe("npm start's rebuilds", () => {
  it("run one at a time, and the requests made during a build make exactly one more, which starts after them", async () => {
    const builds: { started: number; finish: () => void }[] = [];
    let changes = 0;
    const request = rebuildQueue({
      log: () => {},
      rebuild: () => new Promise<void>((finish) => builds.push({ started: changes, finish })),
    });
    request("content/ changed");
    changes += 1;
    request("the directory changed");
    changes += 1;
    request("content/ changed");
    expect(builds).toHaveLength(1);
    builds[0]!.finish();
    await vi.waitFor(() => expect(builds).toHaveLength(2));
    // The second build began after both later changes: it shows them.
    expect(builds[1]!.started).toBe(2);
    builds[1]!.finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(builds).toHaveLength(2);
  });

  it("a failed build leaves the queue working, and says the site still serves the last good one", async () => {
    const lines: string[] = [];
    let calls = 0;
    const request = rebuildQueue({
      log: (line) => lines.push(line),
      rebuild: async () => {
        calls += 1;
        if (calls === 1) throw new Error("content/blog/x.md: title is missing");
      },
    });
    request("content/ changed");
    await vi.waitFor(() =>
      expect(lines.join("\n")).toMatch(/still serves the last good build.*title is missing/),
    );
    request("content/ changed");
    await vi.waitFor(() => expect(lines.at(-1)).toMatch(/^ {2}Site rebuilt in \d+ s/));
  });
});
