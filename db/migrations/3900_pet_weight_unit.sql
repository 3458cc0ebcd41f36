-- The unit an owner gave their pet policy's weight limit in. max_weight_lb stays the limit every
-- search and check reads (in pounds, rounded down from kilograms: never above what was typed);
-- the unit gives the limit back as typed (pets/weight.ts) and names it first to travellers.
alter table pet_policies
  add column max_weight_unit text not null default 'lb' check (max_weight_unit in ('kg', 'lb'));
