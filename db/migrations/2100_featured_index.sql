-- Issue 21: the home page's featured stays. Read through the relevance index, a catalogue with few
-- featured stays was scanned whole (100,000 rows: 155-354 ms in the bench); this one holds only them.
create index listings_featured on listings (rating_avg desc, rating_count desc, id)
  where status = 'published' and featured;
