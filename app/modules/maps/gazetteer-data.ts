/**
 * The bundled gazetteer (decision 3951): cities and towns of the countries the demo data uses,
 * with their centre's coordinates, for the listing editor's address suggestions. A curated list
 * written for this site (centres to two decimals, about 1 km), not a download: no geocoder or
 * network is reachable, and an owner only needs a start for the pin they then drag to the door.
 * One place a line: country code|name|region|latitude|longitude. Loaded on demand (its own chunk).
 */
export const GAZETTEER_COUNTRIES: Record<string, string> = {
  US: "United States",
  CA: "Canada",
  MX: "Mexico",
  AU: "Australia",
  GB: "United Kingdom",
  IE: "Ireland",
  PT: "Portugal",
  ES: "Spain",
  DE: "Germany",
  NL: "Netherlands",
};

export const GAZETTEER = `
US|New York|New York|40.71|-74.01
US|Los Angeles|California|34.05|-118.24
US|Chicago|Illinois|41.88|-87.63
US|Houston|Texas|29.76|-95.37
US|Phoenix|Arizona|33.45|-112.07
US|Philadelphia|Pennsylvania|39.95|-75.17
US|San Antonio|Texas|29.42|-98.49
US|San Diego|California|32.72|-117.16
US|Dallas|Texas|32.78|-96.80
US|Austin|Texas|30.27|-97.74
US|San Jose|California|37.34|-121.89
US|Jacksonville|Florida|30.33|-81.66
US|Columbus|Ohio|39.96|-83.00
US|Charlotte|North Carolina|35.23|-80.84
US|Indianapolis|Indiana|39.77|-86.16
US|San Francisco|California|37.77|-122.42
US|Seattle|Washington|47.61|-122.33
US|Denver|Colorado|39.74|-104.99
US|Washington|District of Columbia|38.91|-77.04
US|Nashville|Tennessee|36.16|-86.78
US|Boston|Massachusetts|42.36|-71.06
US|Portland|Oregon|45.52|-122.68
US|Portland|Maine|43.66|-70.26
US|Las Vegas|Nevada|36.17|-115.14
US|Detroit|Michigan|42.33|-83.05
US|Memphis|Tennessee|35.15|-90.05
US|Louisville|Kentucky|38.25|-85.76
US|Baltimore|Maryland|39.29|-76.61
US|Milwaukee|Wisconsin|43.04|-87.91
US|Albuquerque|New Mexico|35.08|-106.65
US|Tucson|Arizona|32.22|-110.97
US|Sacramento|California|38.58|-121.49
US|Kansas City|Missouri|39.10|-94.58
US|Atlanta|Georgia|33.75|-84.39
US|Miami|Florida|25.76|-80.19
US|Raleigh|North Carolina|35.78|-78.64
US|Minneapolis|Minnesota|44.98|-93.27
US|Tampa|Florida|27.95|-82.46
US|New Orleans|Louisiana|29.95|-90.07
US|Cleveland|Ohio|41.50|-81.69
US|Pittsburgh|Pennsylvania|40.44|-80.00
US|St. Louis|Missouri|38.63|-90.20
US|Cincinnati|Ohio|39.10|-84.51
US|Orlando|Florida|28.54|-81.38
US|Salt Lake City|Utah|40.76|-111.89
US|Honolulu|Hawaii|21.31|-157.86
US|Anchorage|Alaska|61.22|-149.90
US|Madison|Wisconsin|43.07|-89.40
US|Duluth|Minnesota|46.79|-92.10
US|Bayfield|Wisconsin|46.81|-90.82
US|Bend|Oregon|44.06|-121.31
US|Asheville|North Carolina|35.60|-82.55
US|Savannah|Georgia|32.08|-81.09
US|Charleston|South Carolina|32.78|-79.93
US|Burlington|Vermont|44.48|-73.21
US|Santa Fe|New Mexico|35.69|-105.94
US|Lake Tahoe|California|39.10|-120.03
US|South Lake Tahoe|California|38.93|-119.98
US|Boulder|Colorado|40.01|-105.27
US|Aspen|Colorado|39.19|-106.82
US|Sedona|Arizona|34.87|-111.76
US|Palm Springs|California|33.83|-116.55
US|Santa Barbara|California|34.42|-119.70
US|Monterey|California|36.60|-121.89
US|Napa|California|38.30|-122.29
US|Key West|Florida|24.56|-81.78
US|Naples|Florida|26.14|-81.79
US|St. Augustine|Florida|29.90|-81.31
US|Myrtle Beach|South Carolina|33.69|-78.89
US|Outer Banks|North Carolina|35.56|-75.47
US|Cape Cod|Massachusetts|41.67|-70.30
US|Bar Harbor|Maine|44.39|-68.20
US|Traverse City|Michigan|44.76|-85.62
US|Ann Arbor|Michigan|42.28|-83.74
US|Gatlinburg|Tennessee|35.71|-83.51
US|Chattanooga|Tennessee|35.05|-85.31
US|Jackson|Wyoming|43.48|-110.76
US|Missoula|Montana|46.87|-113.99
US|Bozeman|Montana|45.68|-111.04
US|Boise|Idaho|43.62|-116.20
US|Spokane|Washington|47.66|-117.43
US|Olympia|Washington|47.04|-122.90
US|Eugene|Oregon|44.05|-123.09
US|Hood River|Oregon|45.71|-121.52
US|Flagstaff|Arizona|35.20|-111.65
US|Moab|Utah|38.57|-109.55
US|Park City|Utah|40.65|-111.50
US|Fort Collins|Colorado|40.59|-105.08
US|Colorado Springs|Colorado|38.83|-104.82
US|Omaha|Nebraska|41.26|-95.93
US|Des Moines|Iowa|41.59|-93.62
US|Oklahoma City|Oklahoma|35.47|-97.52
US|Tulsa|Oklahoma|36.15|-95.99
US|Little Rock|Arkansas|34.75|-92.29
US|Birmingham|Alabama|33.52|-86.80
US|Richmond|Virginia|37.54|-77.44
US|Charlottesville|Virginia|38.03|-78.48
US|Providence|Rhode Island|41.82|-71.41
US|Newport|Rhode Island|41.49|-71.31
US|Hartford|Connecticut|41.76|-72.67
US|Buffalo|New York|42.89|-78.88
US|Albany|New York|42.65|-73.76
US|Ithaca|New York|42.44|-76.50
US|Galveston|Texas|29.30|-94.80
US|Fredericksburg|Texas|30.27|-98.87
US|El Paso|Texas|31.76|-106.49
US|Fargo|North Dakota|46.88|-96.79
US|Sioux Falls|South Dakota|43.54|-96.73
CA|Toronto|Ontario|43.65|-79.38
CA|Montréal|Québec|45.50|-73.57
CA|Vancouver|British Columbia|49.28|-123.12
CA|Calgary|Alberta|51.05|-114.07
CA|Edmonton|Alberta|53.55|-113.49
CA|Ottawa|Ontario|45.42|-75.70
CA|Winnipeg|Manitoba|49.90|-97.14
CA|Québec City|Québec|46.81|-71.21
CA|Hamilton|Ontario|43.26|-79.87
CA|Halifax|Nova Scotia|44.65|-63.58
CA|Victoria|British Columbia|48.43|-123.37
CA|Kelowna|British Columbia|49.89|-119.50
CA|Whistler|British Columbia|50.12|-122.95
CA|Tofino|British Columbia|49.15|-125.91
CA|Banff|Alberta|51.18|-115.57
CA|Canmore|Alberta|51.09|-115.36
CA|Jasper|Alberta|52.87|-118.08
CA|Saskatoon|Saskatchewan|52.13|-106.67
CA|Regina|Saskatchewan|50.45|-104.61
CA|Kingston|Ontario|44.23|-76.49
CA|Niagara Falls|Ontario|43.09|-79.08
CA|Muskoka|Ontario|45.04|-79.31
CA|Mont-Tremblant|Québec|46.12|-74.60
CA|Charlottetown|Prince Edward Island|46.24|-63.13
CA|St. John's|Newfoundland and Labrador|47.56|-52.71
CA|Moncton|New Brunswick|46.09|-64.78
MX|Mexico City|CDMX|19.43|-99.13
MX|Guadalajara|Jalisco|20.67|-103.35
MX|Monterrey|Nuevo León|25.69|-100.32
MX|Puebla|Puebla|19.04|-98.21
MX|Cancún|Quintana Roo|21.16|-86.85
MX|Playa del Carmen|Quintana Roo|20.63|-87.08
MX|Tulum|Quintana Roo|20.21|-87.47
MX|Mérida|Yucatán|20.97|-89.62
MX|Oaxaca|Oaxaca|17.07|-96.73
MX|San Miguel de Allende|Guanajuato|20.91|-100.74
MX|Guanajuato|Guanajuato|21.02|-101.26
MX|Puerto Vallarta|Jalisco|20.65|-105.23
MX|Cabo San Lucas|Baja California Sur|22.89|-109.92
MX|La Paz|Baja California Sur|24.14|-110.31
MX|Tijuana|Baja California|32.51|-117.04
MX|Ensenada|Baja California|31.87|-116.60
MX|Querétaro|Querétaro|20.59|-100.39
MX|Sayulita|Nayarit|20.87|-105.44
MX|Puerto Escondido|Oaxaca|15.87|-97.08
MX|Mazatlán|Sinaloa|23.25|-106.41
AU|Sydney|New South Wales|-33.87|151.21
AU|Melbourne|Victoria|-37.81|144.96
AU|Brisbane|Queensland|-27.47|153.03
AU|Perth|Western Australia|-31.95|115.86
AU|Adelaide|South Australia|-34.93|138.60
AU|Gold Coast|Queensland|-28.02|153.40
AU|Canberra|Australian Capital Territory|-35.28|149.13
AU|Hobart|Tasmania|-42.88|147.33
AU|Darwin|Northern Territory|-12.46|130.84
AU|Cairns|Queensland|-16.92|145.77
AU|Byron Bay|New South Wales|-28.64|153.61
AU|Noosa Heads|Queensland|-26.39|153.09
AU|Newcastle|New South Wales|-32.93|151.78
AU|Geelong|Victoria|-38.15|144.36
AU|Launceston|Tasmania|-41.43|147.14
AU|Margaret River|Western Australia|-33.95|115.08
AU|Fremantle|Western Australia|-32.06|115.75
AU|Katoomba|New South Wales|-33.71|150.31
AU|Torquay|Victoria|-38.33|144.33
GB|London|England|51.51|-0.13
GB|Birmingham|England|52.49|-1.89
GB|Manchester|England|53.48|-2.24
GB|Liverpool|England|53.41|-2.98
GB|Leeds|England|53.80|-1.55
GB|Bristol|England|51.45|-2.59
GB|Newcastle upon Tyne|England|54.98|-1.61
GB|Brighton|England|50.82|-0.14
GB|Oxford|England|51.75|-1.26
GB|Cambridge|England|52.21|0.12
GB|Bath|England|51.38|-2.36
GB|York|England|53.96|-1.08
GB|Norwich|England|52.63|1.30
GB|Exeter|England|50.72|-3.53
GB|Plymouth|England|50.38|-4.14
GB|St Ives|England|50.21|-5.48
GB|Keswick|England|54.60|-3.13
GB|Windermere|England|54.38|-2.91
GB|Whitby|England|54.49|-0.61
GB|Edinburgh|Scotland|55.95|-3.19
GB|Glasgow|Scotland|55.86|-4.25
GB|Aberdeen|Scotland|57.15|-2.09
GB|Inverness|Scotland|57.48|-4.22
GB|Fort William|Scotland|56.82|-5.11
GB|St Andrews|Scotland|56.34|-2.80
GB|Cardiff|Wales|51.48|-3.18
GB|Swansea|Wales|51.62|-3.94
GB|Tenby|Wales|51.67|-4.70
GB|Belfast|Northern Ireland|54.60|-5.93
IE|Dublin|Leinster|53.35|-6.26
IE|Cork|Munster|51.90|-8.47
IE|Galway|Connacht|53.27|-9.05
IE|Limerick|Munster|52.66|-8.63
IE|Killarney|Munster|52.06|-9.51
IE|Kilkenny|Leinster|52.65|-7.25
IE|Waterford|Munster|52.26|-7.11
IE|Sligo|Connacht|54.27|-8.47
IE|Westport|Connacht|53.80|-9.52
IE|Dingle|Munster|52.14|-10.27
IE|Kinsale|Munster|51.71|-8.52
PT|Lisbon|Lisbon District|38.72|-9.14
PT|Porto|Porto District|41.15|-8.61
PT|Sintra|Lisbon District|38.80|-9.38
PT|Cascais|Lisbon District|38.70|-9.42
PT|Lagos|Faro District|37.10|-8.67
PT|Faro|Faro District|37.02|-7.93
PT|Albufeira|Faro District|37.09|-8.25
PT|Tavira|Faro District|37.13|-7.65
PT|Coimbra|Coimbra District|40.21|-8.43
PT|Braga|Braga District|41.55|-8.42
PT|Évora|Évora District|38.57|-7.91
PT|Funchal|Madeira|32.65|-16.91
PT|Ponta Delgada|Azores|37.74|-25.67
PT|Ericeira|Lisbon District|38.96|-9.42
ES|Madrid|Community of Madrid|40.42|-3.70
ES|Barcelona|Catalonia|41.39|2.17
ES|Valencia|Valencian Community|39.47|-0.38
ES|Seville|Andalusia|37.39|-5.98
ES|Málaga|Andalusia|36.72|-4.42
ES|Granada|Andalusia|37.18|-3.60
ES|Córdoba|Andalusia|37.89|-4.78
ES|Cádiz|Andalusia|36.53|-6.29
ES|Marbella|Andalusia|36.51|-4.88
ES|Bilbao|Basque Country|43.26|-2.93
ES|San Sebastián|Basque Country|43.32|-1.98
ES|Palma|Balearic Islands|39.57|2.65
ES|Ibiza|Balearic Islands|38.91|1.43
ES|Alicante|Valencian Community|38.35|-0.48
ES|Girona|Catalonia|41.98|2.82
ES|Sitges|Catalonia|41.24|1.81
ES|Santiago de Compostela|Galicia|42.88|-8.54
ES|Salamanca|Castile and León|40.97|-5.66
ES|Zaragoza|Aragon|41.65|-0.89
ES|Las Palmas de Gran Canaria|Canary Islands|28.12|-15.44
ES|Santa Cruz de Tenerife|Canary Islands|28.46|-16.25
DE|Berlin|Berlin|52.52|13.40
DE|Hamburg|Hamburg|53.55|9.99
DE|Munich|Bavaria|48.14|11.58
DE|Cologne|North Rhine-Westphalia|50.94|6.96
DE|Frankfurt am Main|Hesse|50.11|8.68
DE|Stuttgart|Baden-Württemberg|48.78|9.18
DE|Düsseldorf|North Rhine-Westphalia|51.23|6.77
DE|Leipzig|Saxony|51.34|12.37
DE|Dresden|Saxony|51.05|13.74
DE|Hanover|Lower Saxony|52.38|9.73
DE|Nuremberg|Bavaria|49.45|11.08
DE|Bremen|Bremen|53.08|8.80
DE|Heidelberg|Baden-Württemberg|49.40|8.67
DE|Freiburg im Breisgau|Baden-Württemberg|47.99|7.84
DE|Garmisch-Partenkirchen|Bavaria|47.49|11.10
DE|Berchtesgaden|Bavaria|47.63|13.00
DE|Lübeck|Schleswig-Holstein|53.87|10.69
DE|Rostock|Mecklenburg-Vorpommern|54.09|12.10
DE|Potsdam|Brandenburg|52.39|13.06
DE|Sylt|Schleswig-Holstein|54.91|8.31
NL|Amsterdam|North Holland|52.37|4.90
NL|Rotterdam|South Holland|51.92|4.48
NL|The Hague|South Holland|52.08|4.30
NL|Utrecht|Utrecht|52.09|5.12
NL|Eindhoven|North Brabant|51.44|5.48
NL|Groningen|Groningen|53.22|6.57
NL|Haarlem|North Holland|52.38|4.64
NL|Leiden|South Holland|52.16|4.49
NL|Maastricht|Limburg|50.85|5.69
NL|Delft|South Holland|52.01|4.36
NL|Zandvoort|North Holland|52.37|4.53
NL|Texel|North Holland|53.05|4.80
`;
