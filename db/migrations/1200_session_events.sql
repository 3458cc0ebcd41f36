-- Issue 20: a session that ends (signed out everywhere, revoked from another browser, cleaned up
-- after expiry) is announced on the events channel, so the live stream of the page that held it
-- can tell the person at once, whichever server process holds that page. Ids only, never tokens.
create function announce_session_end() returns trigger language plpgsql as $$
begin
  perform pg_notify('pfr_events', json_build_object(
    'topic', 'session',
    'data', json_build_object('userId', old.user_id, 'sessionId', old.id, 'ended', true)
  )::text);
  return null;
end $$;

create trigger sessions_announce_end after delete on sessions
  for each row execute function announce_session_end();

