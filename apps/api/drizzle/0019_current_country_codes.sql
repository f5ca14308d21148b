-- hand-written: begin
-- Current ISO 3166-1 alpha-2 codes only (issue 31). The old rule took any code ICU could name, and ICU
-- still names withdrawn and reserved codes by their successor's name: a freelancer who picked the first
-- "Germany" saved DD, and a client filtering by DE never found them. Each such code becomes its
-- successor (of a split, the part ICU names the old code after, which is also the largest); codes that
-- name no country (EU, UN, ZZ…) and anything else outside the list become no country. Updating the
-- profile rows refreshes talent_search and talent_cards through their trigger (0012, 0018), in this
-- transaction. The list is packages/shared/src/country-codes.ts as of this migration.
UPDATE freelancer_profiles SET country = CASE country
  WHEN 'AN' THEN 'CW' -- Netherlands Antilles, split in 2010: Curaçao (also SX, BQ)
  WHEN 'BU' THEN 'MM' -- Burma: Myanmar
  WHEN 'CS' THEN 'RS' -- Serbia and Montenegro, split in 2006: Serbia (also ME)
  WHEN 'DD' THEN 'DE' -- East Germany: Germany
  WHEN 'DY' THEN 'BJ' -- Dahomey: Benin
  WHEN 'FX' THEN 'FR' -- Metropolitan France: France
  WHEN 'HV' THEN 'BF' -- Upper Volta: Burkina Faso
  WHEN 'NH' THEN 'VU' -- New Hebrides: Vanuatu
  WHEN 'NT' THEN 'SA' -- Saudi–Iraqi Neutral Zone, divided in 1981: Saudi Arabia (also IQ)
  WHEN 'RH' THEN 'ZW' -- Southern Rhodesia: Zimbabwe
  WHEN 'SU' THEN 'RU' -- USSR, split in 1991: Russia (also 14 others)
  WHEN 'TP' THEN 'TL' -- East Timor: Timor-Leste
  WHEN 'UK' THEN 'GB' -- reserved for the United Kingdom, whose code is GB
  WHEN 'VD' THEN 'VN' -- North Vietnam: Vietnam
  WHEN 'YD' THEN 'YE' -- South Yemen: Yemen
  WHEN 'YU' THEN 'RS' -- Yugoslavia, split from 1991: Serbia (also HR, SI, BA, MK, ME)
  WHEN 'ZR' THEN 'CD' -- Zaire: Congo - Kinshasa
  -- Reserved codes of territories that belong to a country with a code of its own.
  WHEN 'AC' THEN 'SH' -- Ascension Island: Saint Helena, Ascension and Tristan da Cunha
  WHEN 'TA' THEN 'SH' -- Tristan da Cunha: the same
  WHEN 'CP' THEN 'FR' -- Clipperton Island: France
  WHEN 'CQ' THEN 'GG' -- Sark: Guernsey
  WHEN 'DG' THEN 'IO' -- Diego Garcia: British Indian Ocean Territory
  WHEN 'EA' THEN 'ES' -- Ceuta and Melilla: Spain
  WHEN 'IC' THEN 'ES' -- Canary Islands: Spain
  ELSE NULL
END
WHERE country NOT IN (
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB', 'BD', 'BE',
  'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD',
  'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM',
  'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN',
  'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME',
  'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI',
  'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK',
  'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW'
);
-- hand-written: end
