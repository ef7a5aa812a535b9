// A task's own time limit, doubled in CI: there both workers, both servers and their browsers share the
// 2 cores (load 10-11), and a task that takes 30 s quiet took over 60 s (playwright.config.ts doubles the
// default limit the same way).
export const taskTimeout = (ms: number) => (process.env.CI ? 2 * ms : ms);
