-- Contact form limited per client address as well as per email (issue 14).
alter table contact_messages add column client_address text
  check (client_address is null or char_length(client_address) between 1 and 100);

create index contact_messages_client_address_created_at_idx
  on contact_messages (client_address, created_at desc)
  where client_address is not null;
