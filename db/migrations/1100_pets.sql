-- Saved pets (issue 18): a traveller's animals, entered once and checked against every
-- stay by the fit check (app/modules/pets/fit.ts). Weights are stored in pounds (the pet
-- policy's unit); `weight_unit` is how the owner of the pet wants it shown. Age is kept as
-- the month of birth, so it grows on its own. A service animal is not a pet: marked as
-- such, and nothing medical is ever asked or stored.
create table pets (
  id uuid primary key default gen_random_uuid(),
  user_id text not null references users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 40),
  species text not null check (species in ('dog', 'cat', 'bird', 'rabbit', 'small_mammal', 'reptile', 'other')),
  breed text not null default '' check (char_length(breed) <= 60),
  weight_lb numeric(5, 2) check (weight_lb > 0 and weight_lb <= 400),
  weight_unit text not null default 'lb' check (weight_unit in ('kg', 'lb')),
  born_on date,
  photo_url text,
  vaccinated boolean not null default false,
  vaccinated_on date,
  spayed_neutered boolean not null default false,
  house_trained boolean not null default false,
  good_with_children boolean,
  good_with_animals boolean,
  notes text not null default '' check (char_length(notes) <= 1000),
  service_animal boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index pets_user on pets (user_id, created_at);

-- The pet filter of the stay search: stays that take pets, by how many and how heavy
-- (species use the GIN index of 0200). Partial: most stays take pets.
create index pet_policies_fit on pet_policies (max_pets, max_weight_lb) where pets_allowed <> 'no';
