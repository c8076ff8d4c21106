-- Each kept card's digest (md5 of its two parts), so the pipeline list's digest (its ETag, and
-- what tells whether the server already holds the list's text: src/server/deals/cards.ts) is
-- taken over 3,000 short digests and ages rather than over the 1.2 MB text. The head always ends
-- with '"age":' and the tail starts after the age, so the two parts joined name one card.
ALTER TABLE deal_cards ADD COLUMN digest text GENERATED ALWAYS AS (md5(head || tail)) STORED;
