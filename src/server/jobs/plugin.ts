// Makes the outbox sender available as app.outbox, the daily reminder scan as app.reminders and the
// housekeeping job as app.housekeeping. None runs by itself: main.ts calls start() on each (tests call
// them directly); closing the app stops them.
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Housekeeping } from "./housekeeping";
import { OutboxSender } from "./outbox-sender";
import { ReminderScheduler } from "./reminder-scan";

export default fp(
  async function mail(app: FastifyInstance) {
    const sender = new OutboxSender({
      db: app.db,
      smtpUrl: app.env.SMTP_URL,
      from: app.env.MAIL_FROM,
      now: () => app.now(),
      leaseMs: app.env.OUTBOX_LEASE_SECONDS * 1000,
      log: app.log,
    });
    const reminders = new ReminderScheduler({
      db: app.db,
      timeZone: app.env.APP_TIME_ZONE,
      now: () => app.now(),
      afterScan: () => sender.deliverDue(),
      log: app.log,
    });
    const housekeeping = new Housekeeping({
      database: app.database,
      store: app.fileStore,
      outbox: sender,
      now: () => app.now(),
      idleMinutes: app.env.SESSION_IDLE_MINUTES,
      log: app.log,
    });
    app.decorate("outbox", sender);
    app.decorate("reminders", reminders);
    app.decorate("housekeeping", housekeeping);
    app.addHook("onClose", async () => {
      reminders.stop();
      await housekeeping.stop();
      await sender.stop();
    });
  },
  { name: "mail", dependencies: ["db", "files"] },
);
