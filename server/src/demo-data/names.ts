export const FIRST_NAMES = [
  'Anna', 'Lena', 'Marie', 'Sophie', 'Laura', 'Julia', 'Sarah', 'Katharina', 'Hannah', 'Lea', 'Emma', 'Mia',
  'Petra', 'Sabine', 'Monika', 'Claudia', 'Andrea', 'Birgit', 'Jana', 'Nadine', 'Agnieszka', 'Olena', 'Fatma',
  'Lukas', 'Jonas', 'Leon', 'Finn', 'Paul', 'Felix', 'Maximilian', 'Tim', 'Jan', 'Niklas', 'David', 'Tobias',
  'Thomas', 'Michael', 'Andreas', 'Stefan', 'Markus', 'Frank', 'Jürgen', 'Uwe', 'Piotr', 'Mehmet', 'Ali', 'Dmytro',
] as const;

export const LAST_NAMES = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann',
  'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann',
  'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
  'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber',
  'Kowalski', 'Nowak', 'Yılmaz', 'Kaya', 'Schewtschenko', 'Popescu',
] as const;

/** Demo companies: name, home postal code, what they hire. */
export const COMPANIES = [
  { name: 'Pflegedienst Sonnenschein GmbH', zipCode: '10115', profession: 'care' },
  { name: 'Spedition Nordwind GmbH & Co. KG', zipCode: '20095', profession: 'driver' },
  { name: 'Klinikum am Stadtpark', zipCode: '80331', profession: 'nursing' },
  { name: 'Rhein-Logistik AG', zipCode: '50667', profession: 'driver' },
  { name: 'Seniorenresidenz Elbblick', zipCode: '01067', profession: 'care' },
  { name: 'Ambulante Pflege Mainufer', zipCode: '60311', profession: 'nursing' },
  { name: 'Kurierdienst Schwaben', zipCode: '70173', profession: 'driver' },
  { name: 'Diakonie-Pflege Westfalen', zipCode: '48143', profession: 'care' },
  { name: 'Transporte Leipzig Süd', zipCode: '04109', profession: 'driver' },
  { name: 'Pflegezentrum Hansestadt', zipCode: '28195', profession: 'nursing' },
] as const;
