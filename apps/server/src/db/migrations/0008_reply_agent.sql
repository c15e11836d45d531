-- Inbox replies are sent as one of the business's agents (the first agent unless the operator
-- picks another): chat replies keep who answered; mail replies carry it as the sender's name.
ALTER TABLE chat_messages ADD COLUMN agent_id text;
ALTER TABLE chat_messages ADD COLUMN agent_name text;
