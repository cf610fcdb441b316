// Twenty lanes the company quotes every week, suburb to suburb: the shipped rate card is checked
// against today's formula on them (decision 126), and the console's preview prices them before a
// new site has quotes of its own.
export const SAMPLE_LANES: readonly (readonly [pickup: string, delivery: string])[] = [
  ['MELBOURNE VIC 3000', 'SYDNEY NSW 2000'],
  ['SYDNEY NSW 2000', 'BRISBANE CITY QLD 4000'],
  ['MELBOURNE VIC 3000', 'ADELAIDE SA 5000'],
  ['ADELAIDE SA 5000', 'PERTH WA 6000'],
  ['MELBOURNE VIC 3000', 'PERTH WA 6000'],
  ['BRISBANE CITY QLD 4000', 'PERTH WA 6000'],
  ['MELBOURNE VIC 3000', 'HOBART TAS 7000'],
  ['SYDNEY NSW 2000', 'CANBERRA ACT 2600'],
  ['ADELAIDE SA 5000', 'DARWIN CITY NT 0800'],
  ['LAVERTON NORTH VIC 3026', 'ROCKLEA QLD 4106'],
  ['DANDENONG VIC 3175', 'PARRAMATTA NSW 2150'],
  ['LAVERTON NORTH VIC 3026', 'DANDENONG VIC 3175'],
  ['MELBOURNE VIC 3000', 'GEELONG VIC 3220'],
  ['SYDNEY NSW 2000', 'NEWCASTLE NSW 2300'],
  ['SYDNEY NSW 2000', 'WOLLONGONG NSW 2500'],
  ['BRISBANE CITY QLD 4000', 'SOUTHPORT QLD 4215'],
  ['BRISBANE CITY QLD 4000', 'TOWNSVILLE CITY QLD 4810'],
  ['BRISBANE CITY QLD 4000', 'TOOWOOMBA CITY QLD 4350'],
  ['SYDNEY NSW 2000', 'DUBBO NSW 2830'],
  ['SYDNEY NSW 2000', 'WAGGA WAGGA NSW 2650'],
];
