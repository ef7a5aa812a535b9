// Makes the outbox sender available as app.outbox and the daily reminder scan as app.reminders. Neither
// runs by itself: main.ts calls start() on both (tests call them directly); closing the app stops both.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { OutboxSender } from "../jobs/outbox-sender";
import { ReminderScheduler } from "../jobs/reminder-scan";

export default fp(
  async function mail(app: FastifyInstance) {
    const sender = new OutboxSender({
      db: app.db,
      smtpUrl: app.env.SMTP_URL,
      from: app.env.MAIL_FROM,
      now: () => app.now(),
      log: app.log,
    });
    const reminders = new ReminderScheduler({
      db: app.db,
      timeZone: app.env.APP_TIME_ZONE,
      now: () => app.now(),
      afterScan: () => sender.deliverDue(),
      log: app.log,
    });
    app.decorate("outbox", sender);
    app.decorate("reminders", reminders);
    app.addHook("onClose", async () => {
      reminders.stop();
      await sender.stop();
    });
  },
  { name: "mail", dependencies: ["db"] },
);
