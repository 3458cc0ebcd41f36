-- Issue 20: the composer sends an idempotency key with each message, so a send the browser repeats
-- after a dropped connection (or a double click) stores one message, never two.
alter table messages add column client_key text check (client_key is null or length(client_key) between 1 and 100);
create unique index messages_sender_client_key on messages (sender_id, client_key) where client_key is not null;
