// The admin order benchmark's data: 1,000 buyers and ORDERS orders spread over a year, with the
// statuses, payment methods, districts and names varied evenly, seeded in one INSERT … SELECT.
import { sql } from "drizzle-orm";
import type { Db } from "../src/db/client.js";

export async function seedOrders(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into users (full_name, email, phone_number)
    select 'Buyer ' || i, 'buyer' || i || '@bench.example', '98' || lpad((41000000 + i)::text, 8, '0') from generate_series(1, 1000) i`);
  await db.execute(
    sql.raw(`
    with buyers as (select id, row_number() over (order by email) as n from users where email like 'buyer%@bench.example')
    insert into orders (order_number, user_id, status, payment_method, payment_status, total_paisa, contact, shipping_address, created_at, updated_at)
    select 'ORD-' || lpad(i::text, 7, '0'), b.id,
      (array['processing','shipped','delivered','cancelled','returned'])[1 + i % 5],
      (array['cod','esewa','khalti'])[1 + i % 3],
      (array['pending','completed','failed','refunded'])[1 + i % 4],
      100000 + (i * 7919) % 50000000,
      jsonb_build_object('firstName', (array['Sita','Ram','Gita','Hari','Maya','Bikash','Aarati'])[1 + i % 7],
        'lastName', (array['Sharma','Thapa','Gurung','Rai','Tamang','Shrestha','Karki','Magar'])[1 + i % 8],
        'email', 'buyer' || i || '@bench.example', 'phone', '98' || lpad((41000000 + i % 100000)::text, 8, '0')),
      jsonb_build_object('district', (array['Kathmandu','Lalitpur','Bhaktapur','Kaski','Jhapa','Morang','Chitwan','Rupandehi'])[1 + i % 8], 'city', 'City'),
      timestamptz '2025-06-30' - ((i * 5) % 525600) * interval '1 minute' - (i / 525600) * interval '1 second',
      now()
    from generate_series(1, ${count}) i join buyers b on b.n = 1 + i % 1000`),
  );
  await db.execute(sql`analyze orders`);
}
