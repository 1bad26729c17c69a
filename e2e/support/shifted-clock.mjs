// Loaded with `node --import` into a server a journey starts for itself (never into the app
// anywhere else): the server's JavaScript clock runs `offset` ms ahead of the real one, read
// from the file named by E2E_CLOCK_FILE, so a journey can let hours pass (a car returned late).
// Only this thread's clock moves: the database keeps real time for the rows it stamps itself.
import fs from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  let offset = 0;
  const read = () => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  setInterval(read, 50).unref();
  const now = () => RealDate.now() + offset;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
