-- The booking flow in PAYMENTS_MODE=stripe and refunds after the owner was paid (issue 35,
-- docs/decisions/3520-stripe-booking-flow.md).

-- Tries of a booking's money step whose refusal the processor remembers under its key (Stripe
-- keeps a refused off-session charge's answer for 24 hours): a request's saved card charged at
-- acceptance is tried again under a part number of its own (booking:<id>:charge:2, …).
create table payment_attempts (
  booking_id uuid not null references bookings (id) on delete cascade,
  step text not null check (length(step) between 1 and 50),
  attempts integer not null default 0 check (attempts >= 0),
  primary key (booking_id, step)
);

-- A refund after the owner's payout was paid: what the owner gives back of it (a Transfer
-- reversal in stripe mode) is a `reversal` row, and the commission given back with it a
-- `fee_reversal` row; the paid payout keeps what the owner finally keeps.
alter table payment_ledger drop constraint payment_ledger_kind_check;
alter table payment_ledger add constraint payment_ledger_kind_check
  check (kind in ('hold', 'release', 'capture', 'charge', 'refund', 'fee', 'payout', 'claim', 'reversal', 'fee_reversal'));

-- The demo card network's own record of a payout taken back.
alter table demo_payments drop constraint demo_payments_id_check;
alter table demo_payments add constraint demo_payments_id_check
  check (id ~ '^demo_(hold|ch|re|card|po|rv)_[0-9a-f]{24}$');
alter table demo_payments drop constraint demo_payments_kind_check;
alter table demo_payments add constraint demo_payments_kind_check
  check (kind in ('hold', 'charge', 'refund', 'card', 'payout', 'reversal'));
