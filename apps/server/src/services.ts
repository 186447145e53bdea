import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { createJobQueue } from "./jobs/create-job-queue.js";
import { createMailer } from "./mail/mailer.js";
import { FailureCounter } from "./modules/auth/failure-counter.js";
import { GoogleSignIn } from "./modules/auth/google-sign-in.js";
import { MAX_WRONG_CODES_PER_SOURCE, PasswordResetService } from "./modules/auth/password-reset-service.js";
import { SessionService } from "./modules/auth/session-service.js";
import { SignInGuard } from "./modules/auth/sign-in-guard.js";
import { CatalogService } from "./modules/catalog/catalog-service.js";
import { CartService } from "./modules/cart/cart-service.js";
import { CheckoutService } from "./modules/orders/checkout-service.js";
import { OrderService } from "./modules/orders/order-service.js";
import { GuestClaimService } from "./modules/orders/guest-claim.js";
import { createProviders } from "./modules/payments/providers/index.js";
import { PaymentReconciler } from "./modules/payments/payment-reconciler.js";
import { PaymentService } from "./modules/payments/payment-service.js";
import { RefundService } from "./modules/payments/refund-service.js";
import { WishlistService } from "./modules/wishlist/wishlist-service.js";
import { ContactService } from "./modules/contact/contact-service.js";
import { TestimonialService } from "./modules/content/testimonial-service.js";
import { CareersService } from "./modules/careers/careers-service.js";
import { ReviewService } from "./modules/reviews/review-service.js";
import { RecoService } from "./modules/reco/reco-service.js";
import { SearchService } from "./modules/search/search-service.js";
import { EmailVerificationService } from "./modules/auth/email-verification.js";
import { EmailChangeService } from "./modules/users/email-change.js";
import { UserService } from "./modules/users/user-service.js";
import { AdminOrderService } from "./modules/admin/admin-order-service.js";
import { AuditService } from "./modules/admin/audit-service.js";
import { StaffService } from "./modules/admin/staff-service.js";
import { DashboardService } from "./modules/admin/dashboard-service.js";
import { OrderLive } from "./modules/orders/order-live.js";
import { OrderEventDispatcher } from "./modules/orders/order-events.js";
import { OrderNotifier } from "./modules/orders/order-notifier.js";
import { createSmsSender } from "./sms/sms-sender.js";
import { CourierService } from "./modules/couriers/courier-service.js";
import { createCouriers } from "./modules/couriers/index.js";
import { InvoiceService } from "./modules/invoices/invoice-service.js";
import { ChatLive } from "./modules/chat/chat-live.js";
import { ChatRateLimit } from "./modules/chat/chat-rate-limit.js";
import { ChatService } from "./modules/chat/chat-service.js";
import { createFileStore } from "./storage/create-file-store.js";
import { createBackOfficeServices } from "./modules/admin/back-office-routes.js";
import { ShopSettingsService } from "./modules/shop/shop-settings-service.js";
import { ShopStatsService } from "./modules/shop/shop-stats-service.js";

/**
 * Every service, built once per app from the database and config; routes receive what they need.
 * `redis` (REDIS_URL) holds the failure counters that every instance must share.
 */
export function createServices(config: Config, database: Database, log: FastifyBaseLogger, redis?: Redis) {
  const { db } = database;
  const users = new UserService(db);
  const sessions = new SessionService(db);
  const catalog = new CatalogService(db, log, config.PUBLIC_URL);
  const reco = new RecoService(db, catalog);
  const shopSettings = new ShopSettingsService(db, config);
  const shopName = async () => (await shopSettings.get()).businessName;
  const mailer = createMailer(config, log, shopName);
  const orders = new OrderService(db, mailer, config, log, shopName);
  // Background jobs read and write through their own connections (database.jobDb).
  const jobOrders = new OrderService(database.jobDb, mailer, config, log, shopName);
  const jobReco = new RecoService(database.jobDb, catalog);
  const sms = createSmsSender(config, log);
  const orderLive = new OrderLive();
  const jobNotifier = new OrderNotifier(database.jobDb, mailer, sms, orderLive, shopName, log);
  const jobs = createJobQueue(
    config,
    database,
    {
      "order.confirmation": async ({ orderId }) => {
        await jobOrders.mailConfirmation(orderId);
        // After the mail: a mail that failed is retried before any text goes, so none goes twice.
        await jobNotifier.placed(orderId);
      },
      "order.transitioned": ({ eventId }) => jobNotifier.transitioned(eventId),
      "order.paid": ({ eventId }) => jobNotifier.paid(eventId),
      "reco.record": ({ userId, productId, kind }) => jobReco.record(userId, productId, kind),
    },
    log,
  );
  const providers = createProviders(config);
  const orderEvents = new OrderEventDispatcher(db, jobs, log);
  const payments = new PaymentService(db, providers, log, orderEvents);
  const couriers = new CourierService(db, createCouriers(config), orderEvents, log, catalog);
  const reviews = new ReviewService(db, catalog, log);
  const uploads = createFileStore(config);
  const search = new SearchService(catalog, log);
  // A back-office change is in search and suggestions by the time its request answers.
  catalog.follow(() => search.warm());
  return {
    mailer,
    jobs,
    users,
    sessions,
    catalog,
    search,
    reco,
    cart: new CartService(db, catalog, jobs),
    wishlist: new WishlistService(db, catalog, jobs),
    orders,
    checkout: new CheckoutService(db, catalog, jobs, orders),
    /** A guest's orders join an account once its e-mail is proven (decision 026). */
    guestClaims: new GuestClaimService(db, mailer, config, log, shopName),
    /**
     * Online payment and its reconciliation job (docs/requirements/payments.md#payment-attempts,
     * decision 014).
     */
    payments,
    paymentReconciler: new PaymentReconciler(db, payments, catalog, config.PAYMENT_WINDOW_MINUTES, log, orderEvents),
    /** The order outbox's dispatcher: one `order.transitioned` job per status change (decision 039). */
    orderEvents,
    sms,
    /** Refunds from the back office (decision 029). */
    refunds: new RefundService(db, providers, mailer, log, shopName),
    resets: new PasswordResetService(
      db,
      users,
      sessions,
      mailer,
      config,
      log,
      new FailureCounter(redis, "verify-code", MAX_WRONG_CODES_PER_SOURCE, 15),
      shopName,
      sms,
    ),
    signIns: new SignInGuard(redis, config.SESSION_SECRET),
    emailChanges: new EmailChangeService(users, mailer, config, log, shopName),
    /** Sign-up's mailed code and link that prove an address (decision 028). */
    verifications: new EmailVerificationService(db, users, mailer, config, log, shopName),
    shopName,
    google: new GoogleSignIn(config),
    testimonials: new TestimonialService(db),
    reviews,
    careers: new CareersService(db, mailer, config, log),
    contact: new ContactService(db, mailer, config, log),
    chat: new ChatService(db, new ChatRateLimit({ perMinute: config.CHAT_MESSAGES_PER_MINUTE, keyPrefix: "pasal:chat:conversation", redis }), new ChatLive()),
    audit: new AuditService(db),
    orderLive,
    dashboard: new DashboardService(db),
    invoices: new InvoiceService(db),
    staff: new StaffService(db, mailer, config, log, shopName),
    adminOrders: new AdminOrderService(db, orderEvents, couriers, catalog),
    /** Parcels booked with and followed at a courier (decision 040). */
    couriers,
    /** Uploaded files: DATA_DIR/uploads or S3 (decision 012). */
    uploads,
    shopSettings,
    /** Figures the storefront claims, counted from data (docs/requirements/content-pages.md#about). */
    shopStats: new ShopStatsService(db, catalog),
    backOffice: createBackOfficeServices(db, { catalog, reviews, uploads, log }),
  };
}

export type Services = ReturnType<typeof createServices>;
