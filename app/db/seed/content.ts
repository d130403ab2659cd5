// Hand-written demo content of the Lumera shop (types in ./content-types.ts). The seeding
// engine (seed.server.ts) turns it into rows. Every Translated value exists in all seven
// languages; product-line and brand names are proper nouns and stay untranslated.

import type {
  AdvantageSeed,
  AttributeSeed,
  BannerSeed,
  BlogCategorySeed,
  BlogPostSeed,
  BrandSeed,
  CategorySeed,
  CmsPageSeed,
  DescriptionTemplates,
  ProductLines,
  ProductTypeSeed,
  SiteTexts,
  StoreShopSeed,
  Translated,
  WarehouseSeed,
} from "./content-types";

// ---------------------------------------------------------------------------------------------
// Categories: root > group > leaf. Slugs are unique per language across the whole tree.
// ---------------------------------------------------------------------------------------------

export const categories: CategorySeed[] = [
  {
    key: "face_body",
    name: { sl: "Nega obraza in telesa", hr: "Njega lica i tijela", hu: "Arc- és testápolás", en: "Face & body care", de: "Gesichts- & Körperpflege", it: "Cura di viso e corpo", cs: "Péče o pleť a tělo" },
    slug: { sl: "nega-obraza-in-telesa", hr: "njega-lica-i-tijela", hu: "arc-es-testapolas", en: "face-body-care", de: "gesichts-und-koerperpflege", it: "cura-viso-e-corpo", cs: "pece-o-plet-a-telo" },
    children: [
      {
        key: "face",
        name: { sl: "Nega obraza", hr: "Njega lica", hu: "Arcápolás", en: "Face care", de: "Gesichtspflege", it: "Cura del viso", cs: "Péče o pleť" },
        slug: { sl: "nega-obraza", hr: "njega-lica", hu: "arcapolas", en: "face-care", de: "gesichtspflege", it: "cura-del-viso", cs: "pece-o-plet" },
        children: [
          {
            key: "face_creams",
            name: { sl: "Kreme in serumi", hr: "Kreme i serumi", hu: "Krémek és szérumok", en: "Creams & serums", de: "Cremes & Seren", it: "Creme e sieri", cs: "Krémy a séra" },
            slug: { sl: "kreme-in-serumi", hr: "kreme-i-serumi", hu: "kremek-es-szerumok", en: "creams-serums", de: "cremes-seren", it: "creme-e-sieri", cs: "kremy-a-sera" },
            productTypes: ["face_cream", "face_serum"],
          },
          {
            key: "face_cleansing",
            name: { sl: "Čiščenje obraza", hr: "Čišćenje lica", hu: "Arctisztítás", en: "Cleansing", de: "Gesichtsreinigung", it: "Detersione del viso", cs: "Čištění pleti" },
            slug: { sl: "ciscenje-obraza", hr: "ciscenje-lica", hu: "arctisztitas", en: "cleansing", de: "gesichtsreinigung", it: "detersione-viso", cs: "cisteni-pleti" },
            productTypes: ["face_cleanser"],
          },
          {
            key: "lip_care",
            name: { sl: "Nega ustnic", hr: "Njega usana", hu: "Ajakápolás", en: "Lip care", de: "Lippenpflege", it: "Cura delle labbra", cs: "Péče o rty" },
            slug: { sl: "nega-ustnic", hr: "njega-usana", hu: "ajakapolas", en: "lip-care", de: "lippenpflege", it: "cura-labbra", cs: "pece-o-rty" },
            productTypes: ["lip_balm"],
          },
        ],
      },
      {
        key: "body",
        name: { sl: "Nega telesa", hr: "Njega tijela", hu: "Testápolás", en: "Body care", de: "Körperpflege", it: "Cura del corpo", cs: "Péče o tělo" },
        slug: { sl: "nega-telesa", hr: "njega-tijela", hu: "testapolas", en: "body-care", de: "koerperpflege", it: "cura-del-corpo", cs: "pece-o-telo" },
        children: [
          {
            key: "body_lotions",
            name: { sl: "Losjoni in kreme za roke", hr: "Losioni i kreme za ruke", hu: "Testápolók és kézkrémek", en: "Lotions & hand creams", de: "Lotionen & Handcremes", it: "Lozioni e creme mani", cs: "Tělová mléka a krémy na ruce" },
            slug: { sl: "losjoni-in-kreme-za-roke", hr: "losioni-i-kreme-za-ruke", hu: "testapolok-es-kezkremek", en: "lotions-hand-creams", de: "lotionen-handcremes", it: "lozioni-e-creme-mani", cs: "telova-mleka-a-kremy-na-ruce" },
            productTypes: ["body_lotion", "hand_cream"],
          },
          {
            key: "shower_bath",
            name: { sl: "Prhanje in kopanje", hr: "Tuširanje i kupanje", hu: "Tusfürdők és szappanok", en: "Shower & bath", de: "Duschen & Baden", it: "Doccia e bagno", cs: "Sprchování a koupel" },
            slug: { sl: "prhanje-in-kopanje", hr: "tusiranje-i-kupanje", hu: "tusfurdok-es-szappanok", en: "shower-bath", de: "duschen-baden", it: "doccia-e-bagno", cs: "sprchovani-a-koupel" },
            productTypes: ["shower_gel", "soap_bar"],
          },
          {
            key: "body_scrubs",
            name: { sl: "Pilingi za telo", hr: "Pilinzi za tijelo", hu: "Testradírok", en: "Body scrubs", de: "Körperpeelings", it: "Scrub corpo", cs: "Tělové peelingy" },
            slug: { sl: "pilingi-za-telo", hr: "pilinzi-za-tijelo", hu: "testradirok", en: "body-scrubs", de: "koerperpeelings", it: "scrub-corpo", cs: "telove-peelingy" },
            productTypes: ["body_scrub"],
          },
        ],
      },
    ],
  },
  {
    key: "hair",
    name: { sl: "Nega las", hr: "Njega kose", hu: "Hajápolás", en: "Hair care", de: "Haarpflege", it: "Cura dei capelli", cs: "Péče o vlasy" },
    slug: { sl: "nega-las", hr: "njega-kose", hu: "hajapolas", en: "hair-care", de: "haarpflege", it: "cura-dei-capelli", cs: "pece-o-vlasy" },
    children: [
      {
        key: "hair_wash",
        name: { sl: "Šamponi in balzami", hr: "Šamponi i regeneratori", hu: "Samponok és balzsamok", en: "Shampoos & conditioners", de: "Shampoos & Spülungen", it: "Shampoo e balsami", cs: "Šampony a kondicionéry" },
        slug: { sl: "samponi-in-balzami", hr: "samponi-i-regeneratori", hu: "samponok-es-balzsamok", en: "shampoos-conditioners", de: "shampoos-spuelungen", it: "shampoo-e-balsami", cs: "sampony-a-kondicionery" },
        children: [
          {
            key: "shampoos",
            name: { sl: "Šamponi", hr: "Šamponi", hu: "Samponok", en: "Shampoos", de: "Shampoos", it: "Shampoo", cs: "Šampony" },
            slug: { sl: "samponi", hr: "samponi", hu: "samponok", en: "shampoos", de: "shampoos", it: "shampoo", cs: "sampony" },
            productTypes: ["shampoo"],
          },
          {
            key: "conditioners",
            name: { sl: "Balzami za lase", hr: "Regeneratori", hu: "Hajbalzsamok", en: "Conditioners", de: "Spülungen", it: "Balsami", cs: "Kondicionéry" },
            slug: { sl: "balzami-za-lase", hr: "regeneratori", hu: "hajbalzsamok", en: "conditioners", de: "spuelungen", it: "balsami", cs: "kondicionery" },
            productTypes: ["conditioner"],
          },
        ],
      },
      {
        key: "hair_treatments",
        name: { sl: "Intenzivna nega las", hr: "Intenzivna njega kose", hu: "Hajkúrák", en: "Hair treatments", de: "Haarkuren & Öle", it: "Trattamenti per capelli", cs: "Vlasové kúry" },
        slug: { sl: "intenzivna-nega-las", hr: "intenzivna-njega-kose", hu: "hajkurak", en: "hair-treatments", de: "haarkuren-oele", it: "trattamenti-capelli", cs: "vlasove-kury" },
        children: [
          {
            key: "hair_oils",
            name: { sl: "Olja za lase", hr: "Ulja za kosu", hu: "Hajolajok", en: "Hair oils", de: "Haaröle", it: "Oli per capelli", cs: "Vlasové oleje" },
            slug: { sl: "olja-za-lase", hr: "ulja-za-kosu", hu: "hajolajok", en: "hair-oils", de: "haaroele", it: "oli-per-capelli", cs: "vlasove-oleje" },
            productTypes: ["hair_oil"],
          },
          {
            key: "hair_masks",
            name: { sl: "Maske za lase", hr: "Maske za kosu", hu: "Hajpakolások", en: "Hair masks", de: "Haarmasken", it: "Maschere per capelli", cs: "Masky na vlasy" },
            slug: { sl: "maske-za-lase", hr: "maske-za-kosu", hu: "hajpakolasok", en: "hair-masks", de: "haarmasken", it: "maschere-per-capelli", cs: "masky-na-vlasy" },
            productTypes: ["hair_mask"],
          },
        ],
      },
    ],
  },
  {
    key: "home",
    name: { sl: "Dom in dišave", hr: "Dom i mirisi", hu: "Otthon és illatok", en: "Home & fragrance", de: "Wohnen & Duft", it: "Casa e profumi", cs: "Domov a vůně" },
    slug: { sl: "dom-in-disave", hr: "dom-i-mirisi", hu: "otthon-es-illatok", en: "home-fragrance", de: "wohnen-duft", it: "casa-e-profumi", cs: "domov-a-vune" },
    children: [
      {
        key: "room_fragrance",
        name: { sl: "Dišave za dom", hr: "Mirisi za dom", hu: "Lakásillatok", en: "Room fragrance", de: "Raumduft", it: "Fragranze per la casa", cs: "Bytové vůně" },
        slug: { sl: "disave-za-dom", hr: "mirisi-za-dom", hu: "lakasillatok", en: "room-fragrance", de: "raumduft", it: "fragranze-per-la-casa", cs: "bytove-vune" },
        children: [
          {
            key: "candles",
            name: { sl: "Dišeče sveče", hr: "Mirisne svijeće", hu: "Illatgyertyák", en: "Scented candles", de: "Duftkerzen", it: "Candele profumate", cs: "Vonné svíčky" },
            slug: { sl: "disece-svece", hr: "mirisne-svijece", hu: "illatgyertyak", en: "scented-candles", de: "duftkerzen", it: "candele-profumate", cs: "vonne-svicky" },
            productTypes: ["scented_candle"],
          },
          {
            key: "diffusers",
            name: { sl: "Difuzorji", hr: "Difuzori", hu: "Pálcás illatosítók", en: "Reed diffusers", de: "Duftdiffuser", it: "Diffusori a bastoncini", cs: "Difuzéry" },
            slug: { sl: "difuzorji", hr: "difuzori", hu: "palcas-illatositok", en: "reed-diffusers", de: "duftdiffuser", it: "diffusori-a-bastoncini", cs: "difuzery" },
            productTypes: ["reed_diffuser"],
          },
          {
            key: "essential_oils",
            name: { sl: "Eterična olja", hr: "Eterična ulja", hu: "Illóolajok", en: "Essential oils", de: "Ätherische Öle", it: "Oli essenziali", cs: "Esenciální oleje" },
            slug: { sl: "etericna-olja", hr: "etericna-ulja", hu: "illoolajok", en: "essential-oils", de: "aetherische-oele", it: "oli-essenziali", cs: "esencialni-oleje" },
            productTypes: ["essential_oil"],
          },
        ],
      },
      {
        key: "kitchen",
        name: { sl: "Kuhinja", hr: "Kuhinja", hu: "Konyha", en: "Kitchen & dining", de: "Küche & Tisch", it: "Cucina e tavola", cs: "Kuchyně a stolování" },
        slug: { sl: "kuhinja", hr: "kuhinja", hu: "konyha", en: "kitchen-dining", de: "kueche-tisch", it: "cucina-e-tavola", cs: "kuchyne-a-stolovani" },
        children: [
          {
            key: "mugs",
            name: { sl: "Lončki in skodelice", hr: "Šalice", hu: "Bögrék", en: "Mugs", de: "Becher & Tassen", it: "Tazze", cs: "Hrnky" },
            slug: { sl: "loncki-in-skodelice", hr: "salice", hu: "bogrek", en: "mugs", de: "becher-tassen", it: "tazze", cs: "hrnky" },
            productTypes: ["mug"],
          },
          {
            key: "kitchen_utensils",
            name: { sl: "Kuhinjski pripomočki", hr: "Kuhinjski pribor", hu: "Konyhai eszközök", en: "Kitchen utensils", de: "Küchenhelfer", it: "Utensili da cucina", cs: "Kuchyňské náčiní" },
            slug: { sl: "kuhinjski-pripomocki", hr: "kuhinjski-pribor", hu: "konyhai-eszkozok", en: "kitchen-utensils", de: "kuechenhelfer", it: "utensili-da-cucina", cs: "kuchynske-nacini" },
            productTypes: ["bamboo_utensil_set"],
          },
        ],
      },
      {
        key: "textiles",
        name: { sl: "Domači tekstil", hr: "Tekstil za dom", hu: "Lakástextil", en: "Home textiles", de: "Heimtextilien", it: "Tessili per la casa", cs: "Bytový textil" },
        slug: { sl: "domaci-tekstil", hr: "tekstil-za-dom", hu: "lakastextil", en: "home-textiles", de: "heimtextilien", it: "tessili-per-la-casa", cs: "bytovy-textil" },
        children: [
          {
            key: "towels",
            name: { sl: "Brisače", hr: "Ručnici", hu: "Törölközők", en: "Towels", de: "Handtücher", it: "Asciugamani", cs: "Ručníky a osušky" },
            slug: { sl: "brisace", hr: "rucnici", hu: "torolkozok", en: "towels", de: "handtuecher", it: "asciugamani", cs: "rucniky-a-osusky" },
            productTypes: ["cotton_towel"],
          },
          {
            key: "tea_towels",
            name: { sl: "Kuhinjske krpe", hr: "Kuhinjske krpe", hu: "Konyharuhák", en: "Tea towels", de: "Geschirrtücher", it: "Strofinacci", cs: "Kuchyňské utěrky" },
            slug: { sl: "kuhinjske-krpe", hr: "kuhinjske-krpe", hu: "konyharuhak", en: "tea-towels", de: "geschirrtuecher", it: "strofinacci", cs: "kuchynske-uterky" },
            productTypes: ["tea_towel"],
          },
        ],
      },
    ],
  },
  {
    key: "wellness",
    name: { sl: "Zdravje in dobro počutje", hr: "Zdravlje i vitalnost", hu: "Egészség és vitalitás", en: "Wellness", de: "Wohlbefinden", it: "Benessere", cs: "Zdraví a vitalita" },
    slug: { sl: "zdravje-in-dobro-pocutje", hr: "zdravlje-i-vitalnost", hu: "egeszseg-es-vitalitas", en: "wellness", de: "wohlbefinden", it: "benessere", cs: "zdravi-a-vitalita" },
    children: [
      {
        key: "teas",
        name: { sl: "Čaji", hr: "Čajevi", hu: "Teák", en: "Teas", de: "Tee", it: "Tè e tisane", cs: "Čaje" },
        slug: { sl: "caji", hr: "cajevi", hu: "teak", en: "teas", de: "tee", it: "te-e-tisane", cs: "caje" },
        children: [
          {
            key: "herbal_teas",
            name: { sl: "Zeliščni čaji", hr: "Biljni čajevi", hu: "Gyógynövényteák", en: "Herbal teas", de: "Kräutertees", it: "Tisane", cs: "Bylinné čaje" },
            slug: { sl: "zeliscni-caji", hr: "biljni-cajevi", hu: "gyogynovenyteak", en: "herbal-teas", de: "kraeutertees", it: "tisane", cs: "bylinne-caje" },
            productTypes: ["herbal_tea"],
          },
          {
            key: "green_teas",
            name: { sl: "Zeleni čaji", hr: "Zeleni čajevi", hu: "Zöld teák", en: "Green teas", de: "Grüntees", it: "Tè verdi", cs: "Zelené čaje" },
            slug: { sl: "zeleni-caji", hr: "zeleni-cajevi", hu: "zold-teak", en: "green-teas", de: "gruentees", it: "te-verdi", cs: "zelene-caje" },
            productTypes: ["green_tea"],
          },
        ],
      },
      {
        key: "supplements",
        name: { sl: "Prehranska dopolnila", hr: "Dodaci prehrani", hu: "Étrend-kiegészítők", en: "Supplements", de: "Nahrungsergänzung", it: "Integratori", cs: "Doplňky stravy" },
        slug: { sl: "prehranska-dopolnila", hr: "dodaci-prehrani", hu: "etrend-kiegeszitok", en: "supplements", de: "nahrungsergaenzung", it: "integratori", cs: "doplnky-stravy" },
        children: [
          {
            key: "skin_vitamins",
            name: { sl: "Vitamini za kožo", hr: "Vitamini za kožu", hu: "Bőrvitaminok", en: "Skin vitamins", de: "Vitamine für die Haut", it: "Integratori per la pelle", cs: "Vitamíny pro pleť" },
            slug: { sl: "vitamini-za-kozo", hr: "vitamini-za-kozu", hu: "borvitaminok", en: "skin-vitamins", de: "vitamine-haut", it: "integratori-pelle", cs: "vitaminy-pro-plet" },
            productTypes: ["skin_vitamins"],
          },
          {
            key: "hair_vitamins",
            name: { sl: "Vitamini za lase", hr: "Vitamini za kosu", hu: "Hajvitaminok", en: "Hair vitamins", de: "Vitamine für die Haare", it: "Integratori per capelli", cs: "Vitamíny na vlasy" },
            slug: { sl: "vitamini-za-lase", hr: "vitamini-za-kosu", hu: "hajvitaminok", en: "hair-vitamins", de: "vitamine-haare", it: "integratori-capelli", cs: "vitaminy-na-vlasy" },
            productTypes: ["hair_vitamins"],
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Attributes. Labels are lowercase where the language allows (they are also listed inside
// generated descriptions, e.g. "vegan, lavender"); German nouns keep their capital.
// Every value of an attribute fits every product type that uses the attribute.
// ---------------------------------------------------------------------------------------------

export const attributes: AttributeSeed[] = [
  {
    code: "skin_type",
    name: { sl: "Tip kože", hr: "Tip kože", hu: "Bőrtípus", en: "Skin type", de: "Hauttyp", it: "Tipo di pelle", cs: "Typ pokožky" },
    values: [
      { key: "normal", label: { sl: "normalna koža", hr: "normalna koža", hu: "normál bőr", en: "normal skin", de: "normale Haut", it: "pelle normale", cs: "normální pokožka" } },
      { key: "dry", label: { sl: "suha koža", hr: "suha koža", hu: "száraz bőr", en: "dry skin", de: "trockene Haut", it: "pelle secca", cs: "suchá pokožka" } },
      { key: "oily", label: { sl: "mastna koža", hr: "masna koža", hu: "zsíros bőr", en: "oily skin", de: "fettige Haut", it: "pelle grassa", cs: "mastná pokožka" } },
      { key: "combination", label: { sl: "mešana koža", hr: "mješovita koža", hu: "kombinált bőr", en: "combination skin", de: "Mischhaut", it: "pelle mista", cs: "smíšená pokožka" } },
      { key: "sensitive", label: { sl: "občutljiva koža", hr: "osjetljiva koža", hu: "érzékeny bőr", en: "sensitive skin", de: "empfindliche Haut", it: "pelle sensibile", cs: "citlivá pokožka" } },
      { key: "mature", label: { sl: "zrela koža", hr: "zrela koža", hu: "érett bőr", en: "mature skin", de: "reife Haut", it: "pelle matura", cs: "zralá pokožka" } },
    ],
  },
  {
    code: "hair_type",
    name: { sl: "Tip las", hr: "Tip kose", hu: "Hajtípus", en: "Hair type", de: "Haartyp", it: "Tipo di capelli", cs: "Typ vlasů" },
    values: [
      { key: "normal", label: { sl: "normalni lasje", hr: "normalna kosa", hu: "normál haj", en: "normal hair", de: "normales Haar", it: "capelli normali", cs: "normální vlasy" } },
      { key: "dry", label: { sl: "suhi lasje", hr: "suha kosa", hu: "száraz haj", en: "dry hair", de: "trockenes Haar", it: "capelli secchi", cs: "suché vlasy" } },
      { key: "oily", label: { sl: "mastni lasje", hr: "masna kosa", hu: "zsíros haj", en: "oily hair", de: "fettiges Haar", it: "capelli grassi", cs: "mastné vlasy" } },
      { key: "curly", label: { sl: "kodrasti lasje", hr: "kovrčava kosa", hu: "göndör haj", en: "curly hair", de: "lockiges Haar", it: "capelli ricci", cs: "kudrnaté vlasy" } },
      { key: "coloured", label: { sl: "barvani lasje", hr: "bojena kosa", hu: "festett haj", en: "coloured hair", de: "coloriertes Haar", it: "capelli colorati", cs: "barvené vlasy" } },
      { key: "fine", label: { sl: "tanki lasje", hr: "tanka kosa", hu: "vékonyszálú haj", en: "fine hair", de: "feines Haar", it: "capelli sottili", cs: "jemné vlasy" } },
    ],
  },
  {
    code: "scent",
    name: { sl: "Vonj", hr: "Miris", hu: "Illat", en: "Scent", de: "Duft", it: "Profumo", cs: "Vůně" },
    values: [
      { key: "lavender", label: { sl: "sivka", hr: "lavanda", hu: "levendula", en: "lavender", de: "Lavendel", it: "lavanda", cs: "levandule" } },
      { key: "citrus", label: { sl: "citrusi", hr: "citrusi", hu: "citrus", en: "citrus", de: "Zitrus", it: "agrumi", cs: "citrusy" } },
      { key: "rose", label: { sl: "vrtnica", hr: "ruža", hu: "rózsa", en: "rose", de: "Rose", it: "rosa", cs: "růže" } },
      { key: "mint", label: { sl: "meta", hr: "metvica", hu: "menta", en: "mint", de: "Minze", it: "menta", cs: "máta" } },
      { key: "vanilla", label: { sl: "vanilija", hr: "vanilija", hu: "vanília", en: "vanilla", de: "Vanille", it: "vaniglia", cs: "vanilka" } },
      { key: "chamomile", label: { sl: "kamilica", hr: "kamilica", hu: "kamilla", en: "chamomile", de: "Kamille", it: "camomilla", cs: "heřmánek" } },
    ],
  },
  {
    code: "certification",
    name: { sl: "Certifikat", hr: "Certifikat", hu: "Tanúsítvány", en: "Certification", de: "Zertifizierung", it: "Certificazione", cs: "Certifikace" },
    values: [
      { key: "vegan", label: { sl: "vegansko", hr: "vegansko", hu: "vegán", en: "vegan", de: "vegan", it: "vegano", cs: "veganské" } },
      { key: "organic", label: { sl: "ekološko", hr: "ekološko", hu: "bio", en: "organic", de: "bio", it: "biologico", cs: "bio" } },
      { key: "cruelty_free", label: { sl: "ni testirano na živalih", hr: "nije testirano na životinjama", hu: "állatkísérlet-mentes", en: "cruelty-free", de: "tierversuchsfrei", it: "non testato su animali", cs: "netestováno na zvířatech" } },
      { key: "fair_trade", label: { sl: "pravična trgovina", hr: "pravedna trgovina", hu: "méltányos kereskedelem", en: "fair trade", de: "fair gehandelt", it: "commercio equo e solidale", cs: "spravedlivý obchod" } },
      { key: "plastic_free", label: { sl: "brez plastike", hr: "bez plastike", hu: "műanyagmentes", en: "plastic-free", de: "plastikfrei", it: "senza plastica", cs: "bez plastů" } },
    ],
  },
  {
    code: "color",
    name: { sl: "Barva", hr: "Boja", hu: "Szín", en: "Colour", de: "Farbe", it: "Colore", cs: "Barva" },
    values: [
      { key: "white", label: { sl: "bela", hr: "bijela", hu: "fehér", en: "white", de: "Weiß", it: "bianco", cs: "bílá" } },
      { key: "sand", label: { sl: "peščeno bež", hr: "pješčano bež", hu: "homokszín", en: "sand", de: "Sand", it: "sabbia", cs: "pískově béžová" } },
      { key: "olive", label: { sl: "olivno zelena", hr: "maslinasto zelena", hu: "olívazöld", en: "olive green", de: "Olivgrün", it: "verde oliva", cs: "olivově zelená" } },
      { key: "terracotta", label: { sl: "terakota", hr: "terakota", hu: "terrakotta", en: "terracotta", de: "Terrakotta", it: "terracotta", cs: "terakota" } },
      { key: "charcoal", label: { sl: "antracitna", hr: "antracit", hu: "antracit", en: "charcoal", de: "Anthrazit", it: "antracite", cs: "antracitová" } },
      { key: "blush", label: { sl: "pudrasto roza", hr: "puder roza", hu: "púderrózsaszín", en: "blush pink", de: "Altrosa", it: "rosa cipria", cs: "pudrově růžová" } },
    ],
  },
  {
    // the material of vessels: mugs, candle jars and diffuser bottles
    code: "material",
    name: { sl: "Material", hr: "Materijal", hu: "Anyag", en: "Material", de: "Material", it: "Materiale", cs: "Materiál" },
    values: [
      { key: "ceramic", label: { sl: "keramika", hr: "keramika", hu: "kerámia", en: "ceramic", de: "Keramik", it: "ceramica", cs: "keramika" } },
      { key: "stoneware", label: { sl: "kamenina", hr: "kamenina", hu: "kőagyag", en: "stoneware", de: "Steinzeug", it: "gres", cs: "kamenina" } },
      { key: "porcelain", label: { sl: "porcelan", hr: "porculan", hu: "porcelán", en: "porcelain", de: "Porzellan", it: "porcellana", cs: "porcelán" } },
      { key: "glass", label: { sl: "steklo", hr: "staklo", hu: "üveg", en: "glass", de: "Glas", it: "vetro", cs: "sklo" } },
      { key: "recycled_glass", label: { sl: "reciklirano steklo", hr: "reciklirano staklo", hu: "újrahasznosított üveg", en: "recycled glass", de: "Recyclingglas", it: "vetro riciclato", cs: "recyklované sklo" } },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Product types. The noun stands in the product name "<Brand> <Line> <noun> <size>".
// ---------------------------------------------------------------------------------------------

export const productTypes: ProductTypeSeed[] = [
  {
    key: "face_cream",
    noun: { sl: "krema za obraz", hr: "krema za lice", hu: "arckrém", en: "face cream", de: "Gesichtscreme", it: "crema viso", cs: "pleťový krém" },
    shape: "jar", attributes: ["skin_type", "certification"], sizes: ["30 ml", "50 ml"], priceRange: [14, 42],
  },
  {
    key: "face_serum",
    noun: { sl: "serum za obraz", hr: "serum za lice", hu: "arcszérum", en: "face serum", de: "Gesichtsserum", it: "siero viso", cs: "pleťové sérum" },
    shape: "bottle", attributes: ["skin_type", "certification"], sizes: ["15 ml", "30 ml"], priceRange: [18, 49],
  },
  {
    key: "face_cleanser",
    noun: { sl: "čistilni gel za obraz", hr: "gel za čišćenje lica", hu: "arctisztító gél", en: "facial cleanser", de: "Reinigungsgel", it: "detergente viso", cs: "čisticí gel na pleť" },
    shape: "tube", attributes: ["skin_type", "certification", "scent"], sizes: ["100 ml", "150 ml", "200 ml"], priceRange: [9, 26],
  },
  {
    key: "lip_balm",
    noun: { sl: "balzam za ustnice", hr: "balzam za usne", hu: "ajakbalzsam", en: "lip balm", de: "Lippenbalsam", it: "balsamo labbra", cs: "balzám na rty" },
    shape: "tube", attributes: ["certification", "scent"], sizes: ["5 g", "10 g", "15 ml"], priceRange: [4, 12],
  },
  {
    key: "body_lotion",
    noun: { sl: "losjon za telo", hr: "losion za tijelo", hu: "testápoló", en: "body lotion", de: "Körperlotion", it: "lozione corpo", cs: "tělové mléko" },
    shape: "bottle", attributes: ["skin_type", "scent", "certification"], sizes: ["200 ml", "250 ml", "400 ml"], priceRange: [10, 28],
  },
  {
    key: "hand_cream",
    noun: { sl: "krema za roke", hr: "krema za ruke", hu: "kézkrém", en: "hand cream", de: "Handcreme", it: "crema mani", cs: "krém na ruce" },
    shape: "tube", attributes: ["skin_type", "scent"], sizes: ["50 ml", "75 ml", "100 ml"], priceRange: [6, 18],
  },
  {
    key: "shower_gel",
    noun: { sl: "gel za prhanje", hr: "gel za tuširanje", hu: "tusfürdő", en: "shower gel", de: "Duschgel", it: "gel doccia", cs: "sprchový gel" },
    shape: "bottle", attributes: ["scent", "certification"], sizes: ["250 ml", "400 ml", "500 ml"], priceRange: [6, 16],
  },
  {
    key: "soap_bar",
    noun: { sl: "milo", hr: "sapun", hu: "szappan", en: "soap bar", de: "Seife", it: "saponetta", cs: "mýdlo" },
    shape: "bar", attributes: ["scent", "skin_type", "certification"], sizes: ["90 g", "120 g"], priceRange: [4, 11],
  },
  {
    key: "body_scrub",
    noun: { sl: "piling za telo", hr: "piling za tijelo", hu: "testradír", en: "body scrub", de: "Körperpeeling", it: "scrub corpo", cs: "tělový peeling" },
    shape: "jar", attributes: ["scent", "skin_type"], sizes: ["150 ml", "200 ml", "300 ml"], priceRange: [11, 29],
  },
  {
    key: "shampoo",
    noun: { sl: "šampon", hr: "šampon", hu: "sampon", en: "shampoo", de: "Shampoo", it: "shampoo", cs: "šampon" },
    shape: "bottle", attributes: ["hair_type", "scent", "certification"], sizes: ["200 ml", "250 ml", "500 ml"], priceRange: [7, 22],
  },
  {
    key: "conditioner",
    noun: { sl: "balzam za lase", hr: "regenerator za kosu", hu: "hajbalzsam", en: "conditioner", de: "Spülung", it: "balsamo per capelli", cs: "kondicionér" },
    shape: "bottle", attributes: ["hair_type", "certification"], sizes: ["200 ml", "250 ml", "500 ml"], priceRange: [8, 24],
  },
  {
    key: "hair_oil",
    noun: { sl: "olje za lase", hr: "ulje za kosu", hu: "hajolaj", en: "hair oil", de: "Haaröl", it: "olio per capelli", cs: "olej na vlasy" },
    shape: "bottle", attributes: ["hair_type", "certification"], sizes: ["30 ml", "50 ml", "100 ml"], priceRange: [12, 36],
  },
  {
    key: "hair_mask",
    noun: { sl: "maska za lase", hr: "maska za kosu", hu: "hajpakolás", en: "hair mask", de: "Haarmaske", it: "maschera per capelli", cs: "maska na vlasy" },
    shape: "jar", attributes: ["hair_type", "certification"], sizes: ["150 ml", "200 ml", "300 ml"], priceRange: [12, 30],
  },
  {
    key: "scented_candle",
    noun: { sl: "dišeča sveča", hr: "mirisna svijeća", hu: "illatgyertya", en: "scented candle", de: "Duftkerze", it: "candela profumata", cs: "vonná svíčka" },
    shape: "candle", attributes: ["scent", "color", "material"], sizes: ["180 g", "220 g", "300 g"], priceRange: [14, 42],
  },
  {
    key: "reed_diffuser",
    noun: { sl: "difuzor s paličicami", hr: "difuzor sa štapićima", hu: "pálcás illatosító", en: "reed diffuser", de: "Duftdiffuser", it: "diffusore a bastoncini", cs: "difuzér s tyčinkami" },
    shape: "bottle", attributes: ["scent", "material"], sizes: ["100 ml", "200 ml"], priceRange: [18, 46],
  },
  {
    key: "essential_oil",
    noun: { sl: "eterično olje", hr: "eterično ulje", hu: "illóolaj", en: "essential oil", de: "ätherisches Öl", it: "olio essenziale", cs: "esenciální olej" },
    shape: "bottle", attributes: ["scent", "certification"], sizes: ["10 ml", "30 ml"], priceRange: [6, 24],
  },
  {
    key: "mug",
    noun: { sl: "lonček", hr: "šalica", hu: "bögre", en: "mug", de: "Becher", it: "tazza", cs: "hrnek" },
    shape: "mug", attributes: ["color", "material"], sizes: ["250 ml", "350 ml", "450 ml"], priceRange: [12, 32],
  },
  {
    key: "bamboo_utensil_set",
    noun: { sl: "komplet bambusovih kuhalnic", hr: "set bambusovog pribora", hu: "bambusz főzőeszköz-készlet", en: "bamboo utensil set", de: "Bambus-Küchenhelfer-Set", it: "set di utensili in bambù", cs: "sada bambusového náčiní" },
    shape: "box", attributes: ["color", "certification"], sizes: ["25 cm", "30 cm", "33 cm"], priceRange: [9, 29],
  },
  {
    key: "cotton_towel",
    noun: { sl: "bombažna brisača", hr: "pamučni ručnik", hu: "pamut törölköző", en: "cotton towel", de: "Baumwollhandtuch", it: "asciugamano in cotone", cs: "bavlněný ručník" },
    shape: "towel", attributes: ["color", "certification"], sizes: ["30 × 50 cm", "50 × 100 cm", "70 × 140 cm"], priceRange: [9, 39],
  },
  {
    key: "tea_towel",
    noun: { sl: "kuhinjska krpa", hr: "kuhinjska krpa", hu: "konyharuha", en: "tea towel", de: "Geschirrtuch", it: "strofinaccio", cs: "kuchyňská utěrka" },
    shape: "towel", attributes: ["color", "certification"], sizes: ["45 × 65 cm", "50 × 70 cm"], priceRange: [7, 18],
  },
  {
    key: "herbal_tea",
    noun: { sl: "zeliščni čaj", hr: "biljni čaj", hu: "gyógynövénytea", en: "herbal tea", de: "Kräutertee", it: "tisana", cs: "bylinný čaj" },
    shape: "pouch", attributes: ["scent", "certification"], sizes: ["20 × 2 g", "50 g", "100 g"], priceRange: [4, 14],
  },
  {
    key: "green_tea",
    noun: { sl: "zeleni čaj", hr: "zeleni čaj", hu: "zöld tea", en: "green tea", de: "Grüntee", it: "tè verde", cs: "zelený čaj" },
    shape: "box", attributes: ["scent", "certification"], sizes: ["20 × 2 g", "75 g", "100 g"], priceRange: [5, 16],
  },
  {
    key: "skin_vitamins",
    noun: { sl: "vitamini za kožo", hr: "vitamini za kožu", hu: "bőrvitamin", en: "skin vitamins", de: "Hautvitamine", it: "integratore per la pelle", cs: "vitamíny pro pleť" },
    shape: "pot", attributes: ["skin_type", "certification"], sizes: ["30 × 500 mg", "60 × 500 mg", "90 × 500 mg"], priceRange: [14, 39],
  },
  {
    key: "hair_vitamins",
    noun: { sl: "vitamini za lase", hr: "vitamini za kosu", hu: "hajvitamin", en: "hair vitamins", de: "Haarvitamine", it: "integratore per capelli", cs: "vitamíny na vlasy" },
    shape: "pot", attributes: ["hair_type", "certification"], sizes: ["30 × 500 mg", "60 × 500 mg", "90 × 500 mg"], priceRange: [14, 39],
  },
];

// ---------------------------------------------------------------------------------------------
// Brands (invented). `country` is an ISO 3166-1 alpha-2 code.
// ---------------------------------------------------------------------------------------------

export const brands: BrandSeed[] = [
  {
    key: "aurora",
    name: "Aurora",
    country: "SI",
    description: {
      sl: "Aurora združuje hladno stiskana rastlinska olja in zelišča s slovenskih planinskih travnikov v nežno in učinkovito nego kože. Vsako formulo razvijejo in napolnijo v majhnih serijah v Ljubljani.",
      hr: "Aurora spaja hladno prešana biljna ulja i bilje sa slovenskih planinskih livada u nježnu i učinkovitu njegu kože. Svaka se formula razvija i puni u malim serijama u Ljubljani.",
      hu: "Az Aurora hidegen sajtolt növényi olajokat és szlovén alpesi rétek gyógynövényeit ötvözi kíméletes, mégis hatékony bőrápolókká. Minden receptúrát Ljubljanában fejlesztenek ki, és ott is készítik kis tételekben.",
      en: "Aurora blends cold-pressed plant oils with herbs from Slovenian alpine meadows into gentle, effective skin care. Every formula is developed and filled in small batches in Ljubljana.",
      de: "Aurora verbindet kaltgepresste Pflanzenöle mit Kräutern von slowenischen Almwiesen zu sanfter, wirksamer Hautpflege. Jede Rezeptur wird in Ljubljana entwickelt und in kleinen Chargen abgefüllt.",
      it: "Aurora unisce oli vegetali spremuti a freddo ed erbe dei pascoli alpini sloveni in trattamenti delicati ed efficaci per la pelle. Ogni formula viene sviluppata e confezionata in piccoli lotti a Lubiana.",
      cs: "Aurora spojuje za studena lisované rostlinné oleje s bylinami ze slovinských horských luk v jemnou a účinnou péči o pleť. Každá receptura vzniká a plní se v malých šaržích v Lublani.",
    },
  },
  {
    key: "verdelia",
    name: "Verdelia",
    country: "IT",
    description: {
      sl: "Verdelia izdeluje nego telesa in las iz sicilskih citrusov in oljčnega olja iz majhnih družinskih nasadov. Njene stekleničke so iz recikliranega stekla ali plastike in jih je v izbranih trgovinah mogoče ponovno napolniti.",
      hr: "Verdelia izrađuje njegu tijela i kose od sicilijanskih citrusa i maslinova ulja iz malih obiteljskih maslinika. Njezine su bočice od recikliranog stakla ili plastike i mogu se ponovno napuniti u odabranim trgovinama.",
      hu: "A Verdelia szicíliai citrusokból és kis családi ültetvényekről származó olívaolajból készít test- és hajápoló termékeket. Flakonjai újrahasznosított üvegből vagy műanyagból készülnek, és egyes üzletekben újratölthetők.",
      en: "Verdelia makes body and hair care from Sicilian citrus and olive oil from small family groves. Its bottles are made from recycled glass or plastic and can be refilled in selected shops.",
      de: "Verdelia stellt Körper- und Haarpflege aus sizilianischen Zitrusfrüchten und Olivenöl aus kleinen Familienhainen her. Die Flaschen bestehen aus recyceltem Glas oder Kunststoff und lassen sich in ausgewählten Geschäften nachfüllen.",
      it: "Verdelia realizza prodotti per corpo e capelli con agrumi siciliani e olio d'oliva di piccoli uliveti di famiglia. I suoi flaconi sono in vetro o plastica riciclati e si possono ricaricare nei negozi aderenti.",
      cs: "Verdelia vyrábí péči o tělo a vlasy ze sicilských citrusů a olivového oleje z malých rodinných hájů. Její lahvičky jsou z recyklovaného skla nebo plastu a ve vybraných obchodech je lze znovu naplnit.",
    },
  },
  {
    key: "brina",
    name: "Brina",
    country: "SI",
    description: {
      sl: "Brina dišeče sveče ročno vliva iz sojinega in repičnega voska v majhni delavnici blizu Kamnika. Vonje navdihujejo brin, borovi gozdovi in Kamniško-Savinjske Alpe.",
      hr: "Brina ručno izlijeva mirisne svijeće od sojina i repičina voska u maloj radionici nedaleko od Kamnika. Mirisi su nadahnuti borovicom, borovim šumama i Kamniško-savinjskim Alpama.",
      hu: "A Brina kézzel önti illatgyertyáit szója- és repceviaszból egy Kamnik melletti kis műhelyben. Az illatokat a boróka, a fenyvesek és a Kamniki-Alpok ihletik.",
      en: "Brina pours its scented candles by hand from soy and rapeseed wax in a small workshop near Kamnik. The scents are inspired by juniper, pine forests and the Kamnik Alps.",
      de: "Brina gießt ihre Duftkerzen in einer kleinen Werkstatt bei Kamnik von Hand aus Soja- und Rapswachs. Die Düfte sind von Wacholder, Kiefernwäldern und den Steiner Alpen inspiriert.",
      it: "Brina cola a mano le sue candele profumate in cera di soia e di colza, in un piccolo laboratorio vicino a Kamnik. Le fragranze si ispirano al ginepro, alle pinete e alle Alpi di Kamnik.",
      cs: "Brina ručně odlévá své vonné svíčky ze sójového a řepkového vosku v malé dílně nedaleko Kamniku. Vůně jsou inspirovány jalovcem, borovými lesy a Kamnickými Alpami.",
    },
  },
  {
    key: "maslina-sol",
    name: "Maslina & Sol",
    country: "HR",
    description: {
      sl: "Maslina & Sol izdeluje hladno procesirana mila in pilinge iz dalmatinskega oljčnega olja in ročno nabrane morske soli. Vsako milo šest tednov zori, preden zapusti delavnico na otoku Brač.",
      hr: "Maslina & Sol hladnim postupkom izrađuje sapune i pilinge od dalmatinskog maslinova ulja i ručno ubrane morske soli. Svaki sapun zrije šest tjedana prije nego što napusti radionicu na Braču.",
      hu: "A Maslina & Sol hidegeljárással készült szappanokat és testradírokat gyárt dalmát olívaolajból és kézzel gyűjtött tengeri sóból. Minden szappan hat hétig érlelődik, mielőtt elhagyja a Brač szigetén működő műhelyt.",
      en: "Maslina & Sol makes cold-process soaps and scrubs with Dalmatian olive oil and hand-harvested sea salt. Each bar cures for six weeks before it leaves the workshop on the island of Brač.",
      de: "Maslina & Sol stellt kaltgerührte Seifen und Peelings aus dalmatinischem Olivenöl und handgeschöpftem Meersalz her. Jedes Stück reift sechs Wochen, bevor es die Werkstatt auf der Insel Brač verlässt.",
      it: "Maslina & Sol produce saponi lavorati a freddo e scrub con olio d'oliva dalmata e sale marino raccolto a mano. Ogni saponetta matura sei settimane prima di lasciare il laboratorio sull'isola di Brač.",
      cs: "Maslina & Sol vyrábí mýdla zpracovaná za studena a peelingy z dalmatského olivového oleje a ručně sbírané mořské soli. Každé mýdlo zraje šest týdnů, než opustí dílnu na ostrově Brač.",
    },
  },
  {
    key: "tisza-botanica",
    name: "Tisza Botanica",
    country: "HU",
    description: {
      sl: "Tisza Botanica goji kamilico, meliso in poprovo meto na ekoloških poljih ob reki Tisi. Zelišča nežno posušijo pri nizki temperaturi in jih uporabijo v čajnih mešanicah in pomirjujoči negi kože.",
      hr: "Tisza Botanica uzgaja kamilicu, matičnjak i paprenu metvicu na ekološkim poljima uz rijeku Tisu. Bilje se nježno suši na niskoj temperaturi, a zatim se miješa u čajeve i umirujuću njegu kože.",
      hu: "A Tisza Botanica kamillát, citromfüvet és borsmentát termeszt Tisza menti biogazdaságokban. A gyógynövényeket alacsony hőmérsékleten, kíméletesen szárítják, majd teakeverékekbe és nyugtató bőrápolókba dolgozzák.",
      en: "Tisza Botanica grows chamomile, lemon balm and peppermint on organic fields along the Tisza river. The herbs are dried gently at a low temperature and blended into teas and soothing skin care.",
      de: "Tisza Botanica baut Kamille, Zitronenmelisse und Pfefferminze auf Bio-Feldern an der Theiß an. Die Kräuter werden schonend bei niedriger Temperatur getrocknet und zu Tees und beruhigender Hautpflege verarbeitet.",
      it: "Tisza Botanica coltiva camomilla, melissa e menta piperita in campi biologici lungo il fiume Tibisco. Le erbe vengono essiccate delicatamente a bassa temperatura e trasformate in tisane e trattamenti lenitivi per la pelle.",
      cs: "Tisza Botanica pěstuje heřmánek, meduňku a mátu peprnou na ekologických polích podél řeky Tisy. Byliny šetrně suší při nízké teplotě a zpracovává je do čajových směsí a zklidňující péče o pleť.",
    },
  },
  {
    key: "hollerhof",
    name: "Hollerhof",
    country: "AT",
    description: {
      sl: "Hollerhof je družinska kmetija v Spodnji Avstriji, ki iz bezgovih cvetov, ovsa in gorske izvirske vode izdeluje blage šampone in nego las. Vsi izdelki imajo ekološki certifikat in ne vsebujejo silikonov.",
      hr: "Hollerhof je obiteljsko imanje u Donjoj Austriji koje od cvjetova bazge, zobi i planinske izvorske vode izrađuje blage šampone i njegu kose. Cijeli asortiman ima ekološki certifikat i ne sadrži silikone.",
      hu: "A Hollerhof alsó-ausztriai családi gazdaság, amely bodzavirágból, zabból és hegyi forrásvízből készít kíméletes samponokat és hajápolókat. Teljes kínálata bio minősítésű és szilikonmentes.",
      en: "Hollerhof is a family farm in Lower Austria that turns elderflower, oats and mountain spring water into mild shampoos and hair care. The whole range is certified organic and free of silicones.",
      de: "Hollerhof ist ein Familienbetrieb in Niederösterreich, der aus Holunderblüten, Hafer und Bergquellwasser milde Shampoos und Haarpflege herstellt. Das gesamte Sortiment ist bio-zertifiziert und silikonfrei.",
      it: "Hollerhof è un'azienda agricola di famiglia della Bassa Austria che trasforma fiori di sambuco, avena e acqua di sorgente in shampoo delicati e prodotti per capelli. Tutta la gamma è certificata biologica e senza siliconi.",
      cs: "Hollerhof je rodinná farma v Dolním Rakousku, která z bezového květu, ovsa a horské pramenité vody vyrábí jemné šampony a péči o vlasy. Celý sortiment má certifikaci bio a neobsahuje silikony.",
    },
  },
  {
    key: "lucina",
    name: "Lučina",
    country: "CZ",
    description: {
      sl: "Lučina črpa iz tradicionalnega moravskega zeliščarstva in v kremah za suho in občutljivo kožo združuje ognjič, lipovo cvetje in konopljino olje. Njene tube in lončki so iz aluminija in stekla.",
      hr: "Lučina se oslanja na tradicionalno moravsko travarstvo i u kremama za suhu i osjetljivu kožu spaja neven, lipov cvijet i ulje konopljinih sjemenki. Njezine su tube i posudice od aluminija i stakla.",
      hu: "A Lučina a hagyományos morva gyógynövényismeretre épít: száraz és érzékeny bőrre szánt krémjeiben körömvirágot, hársvirágot és kendermagolajat párosít. Tubusai és tégelyei alumíniumból és üvegből készülnek.",
      en: "Lučina draws on traditional Moravian herbal lore, combining marigold, linden blossom and hemp seed oil in creams for dry and sensitive skin. Its tubes and jars are made of aluminium and glass.",
      de: "Lučina schöpft aus der traditionellen mährischen Kräuterkunde und verbindet Ringelblume, Lindenblüte und Hanfsamenöl in Cremes für trockene und empfindliche Haut. Tuben und Tiegel bestehen aus Aluminium und Glas.",
      it: "Lučina si ispira alla tradizione erboristica morava e unisce calendula, fiori di tiglio e olio di semi di canapa in creme per pelli secche e sensibili. Tubetti e vasetti sono in alluminio e vetro.",
      cs: "Lučina vychází z tradičního moravského bylinkářství a v krémech pro suchou a citlivou pokožku spojuje měsíček, lipový květ a konopný olej. Její tuby a kelímky jsou z hliníku a skla.",
    },
  },
  {
    key: "nordlys-home",
    name: "Nordlys Home",
    country: "DK",
    description: {
      sl: "Nordlys Home v Københavnu oblikuje preproste lončke iz kamenine, brisače in kuhinjski tekstil. Vse nastaja v majhnih evropskih delavnicah in je narejeno za vsakodnevno uporabo, ki traja leta.",
      hr: "Nordlys Home u Kopenhagenu dizajnira jednostavne šalice od kamenine, ručnike i kuhinjski tekstil. Sve se izrađuje u malim europskim radionicama i namijenjeno je svakodnevnoj uporabi kroz mnogo godina.",
      hu: "A Nordlys Home Koppenhágában tervez egyszerű kőagyag bögréket, törölközőket és konyhai textileket. Minden darab kis európai műhelyekben készül, és arra való, hogy sok éven át mindennap használják.",
      en: "Nordlys Home designs simple stoneware mugs, towels and kitchen textiles in Copenhagen. Everything is made in small European workshops and meant to be used every day for many years.",
      de: "Nordlys Home entwirft in Kopenhagen schlichte Steinzeugbecher, Handtücher und Küchentextilien. Alles entsteht in kleinen europäischen Werkstätten und ist für den täglichen Gebrauch über viele Jahre gemacht.",
      it: "Nordlys Home disegna a Copenaghen tazze in gres, asciugamani e tessili da cucina dalle linee essenziali. Tutto viene prodotto in piccoli laboratori europei ed è pensato per essere usato ogni giorno, per molti anni.",
      cs: "Nordlys Home navrhuje v Kodani jednoduché hrnky z kameniny, ručníky a kuchyňský textil. Vše vzniká v malých evropských dílnách a je určeno ke každodennímu používání po mnoho let.",
    },
  },
  {
    key: "terra-mora",
    name: "Terra Mora",
    country: "PT",
    description: {
      sl: "Terra Mora v družinski lončarski delavnici blizu Coimbre izdeluje ročno glazirano keramiko in kuhinjske pripomočke. Glazure so brez svinca, vsak kos pa je nekoliko drugačen.",
      hr: "Terra Mora u obiteljskoj lončarskoj radionici blizu Coimbre izrađuje ručno glaziranu keramiku i kuhinjski pribor. Glazure su bez olova, a svaki je komad pomalo drukčiji.",
      hu: "A Terra Mora egy Coimbra melletti családi fazekasműhelyben készít kézzel mázazott kerámiát és konyhai eszközöket. A mázak ólommentesek, és minden darab egy kicsit más.",
      en: "Terra Mora makes hand-glazed ceramics and kitchen tools in a family pottery near Coimbra. The glazes are lead-free and every piece is slightly different.",
      de: "Terra Mora fertigt in einer Familientöpferei nahe Coimbra handglasierte Keramik und Küchenhelfer. Die Glasuren sind bleifrei, und jedes Stück ist ein wenig anders.",
      it: "Terra Mora realizza ceramiche smaltate a mano e utensili da cucina in una bottega di famiglia vicino a Coimbra. Gli smalti sono senza piombo e ogni pezzo è leggermente diverso dagli altri.",
      cs: "Terra Mora vyrábí v rodinné keramické dílně nedaleko Coimbry ručně glazovanou keramiku a kuchyňské náčiní. Glazury neobsahují olovo a každý kus je trochu jiný.",
    },
  },
  {
    key: "salvia-stone",
    name: "Salvia & Stone",
    country: "GB",
    description: {
      sl: "Salvia & Stone v predelani mlekarni v pokrajini Cotswolds ustvarja mešanice čistih eteričnih olj in difuzorje s paličicami. Olja so pridobljena s parno destilacijo, sledljiva do kmetije in brez sintetičnih dišav.",
      hr: "Salvia & Stone u preuređenoj mljekari u regiji Cotswolds izrađuje mješavine čistih eteričnih ulja i difuzore sa štapićima. Ulja se dobivaju destilacijom vodenom parom, sljediva su do farme i ne sadrže sintetske mirise.",
      hu: "A Salvia & Stone egy átalakított cotswoldsi tejüzemben keveri tiszta illóolajait és készíti pálcás illatosítóit. Az olajok vízgőz-desztillációval készülnek, a gazdaságig visszakövethetők, és nem tartalmaznak szintetikus illatanyagot.",
      en: "Salvia & Stone blends pure essential oils and reed diffusers in a converted dairy in the Cotswolds. The oils are steam-distilled, traceable to the farm and free of synthetic fragrance.",
      de: "Salvia & Stone mischt in einer umgebauten Molkerei in den Cotswolds reine ätherische Öle und fertigt Duftdiffuser. Die Öle sind wasserdampfdestilliert, bis zum Hof rückverfolgbar und frei von synthetischen Duftstoffen.",
      it: "Salvia & Stone miscela oli essenziali puri e crea diffusori a bastoncini in un ex caseificio nelle Cotswolds. Gli oli sono distillati in corrente di vapore, tracciabili fino all'azienda agricola e privi di fragranze sintetiche.",
      cs: "Salvia & Stone míchá čisté esenciální oleje a vyrábí difuzéry s tyčinkami v přestavěné mlékárně v oblasti Cotswolds. Oleje se získávají destilací vodní parou, lze je vysledovat až na farmu a neobsahují syntetické vonné látky.",
    },
  },
  {
    key: "oaklume",
    name: "Oaklume",
    country: "IE",
    description: {
      sl: "Oaklume v Corku skupaj s strokovnjaki za prehrano razvija veganske vitamine za kožo in lase. Kapsule so pakirane v kompostabilne vrečke, s katerimi znova napolnite stekleni kozarec, ki vam ostane.",
      hr: "Oaklume u Corku zajedno s nutricionistima razvija veganske vitamine za kožu i kosu. Kapsule stižu u kompostabilnim vrećicama kojima ponovno punite staklenu posudu koja vam ostaje.",
      hu: "Az Oaklume dietetikusokkal együtt fejleszt vegán bőr- és hajvitaminokat Corkban. A kapszulák komposztálható utántöltő tasakokban érkeznek, amelyekkel az üvegtégely újra meg újra feltölthető.",
      en: "Oaklume develops vegan vitamins for skin and hair with nutritionists in Cork. The capsules come in compostable refill pouches for the glass jar you keep.",
      de: "Oaklume entwickelt in Cork gemeinsam mit Ernährungsfachleuten vegane Vitamine für Haut und Haare. Die Kapseln kommen in kompostierbaren Nachfüllbeuteln für das Glas, das Sie behalten.",
      it: "Oaklume sviluppa a Cork, insieme a nutrizionisti, integratori vegani per pelle e capelli. Le capsule arrivano in buste di ricarica compostabili per il barattolo di vetro che conservi.",
      cs: "Oaklume vyvíjí v Corku spolu s odborníky na výživu veganské vitamíny pro pleť a vlasy. Kapsle přicházejí v kompostovatelných doplňovacích sáčcích do skleněné dózy, která vám zůstane.",
    },
  },
  {
    key: "kintsu",
    name: "Kintsu",
    country: "JP",
    description: {
      sl: "Kintsu zelene čaje kupuje neposredno od majhnih kmetij v prefekturah Šizuoka in Kagošima. Liste v nekaj urah po obiranju obdelajo s paro, zato ohranijo svež, travnat okus.",
      hr: "Kintsu nabavlja zelene čajeve izravno s malih plantaža u prefekturama Shizuoka i Kagoshima. Listovi se nekoliko sati nakon berbe obrađuju parom pa zadržavaju svjež, travnat okus.",
      hu: "A Kintsu közvetlenül kis sizuokai és kagosimai teakertekből szerzi be zöld teáit. A leveleket a szedés után néhány órán belül gőzölik, így megőrzik friss, füves ízüket.",
      en: "Kintsu sources its green teas directly from small farms in Shizuoka and Kagoshima. The leaves are steamed within hours of picking, which keeps their fresh, grassy taste.",
      de: "Kintsu bezieht Grüntee direkt von kleinen Teegärten in Shizuoka und Kagoshima. Die Blätter werden wenige Stunden nach der Ernte gedämpft und behalten so ihren frischen, grasigen Geschmack.",
      it: "Kintsu acquista i suoi tè verdi direttamente da piccole piantagioni di Shizuoka e Kagoshima. Le foglie vengono trattate al vapore poche ore dopo la raccolta e conservano così un gusto fresco ed erbaceo.",
      cs: "Kintsu nakupuje zelené čaje přímo od malých farem v Šizuoce a Kagošimě. Lístky se do několika hodin po sklizni napařují, a proto si uchovávají svěží, travnatou chuť.",
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Product lines: proper nouns, never translated.
// ---------------------------------------------------------------------------------------------

export const productLines: ProductLines = [
  "Pure Glow", "Nordic Calm", "Alpine Dew", "Velvet Moss", "Silver Birch", "Sea Breeze",
  "Wild Meadow", "Golden Hour", "Morning Mist", "Rose Garden", "Amber Woods", "Soft Cloud",
  "Lavender Fields", "Citrus Grove", "Olive Harbour", "Calm Waters", "Forest Bath", "Honey Bloom",
  "Linen Days", "Clay & Sage", "Mountain Spring", "Daily Ritual", "Night Bloom", "Sun Kissed",
  "Fresh Start", "White Tea", "Deep Roots", "Pure Balance", "Green Harvest", "Quiet Hours",
];

// ---------------------------------------------------------------------------------------------
// Description templates. seed.server.ts picks three of the six (every other one, rotated), so
// each sentence stands on its own. Placeholders sit where no grammatical agreement is needed.
// ---------------------------------------------------------------------------------------------

export const descriptionTemplates: DescriptionTemplates = {
  sl: [
    "Izdelek {name} je del linije {line} blagovne znamke {brand}.",
    "Blagovna znamka {brand} je linijo {line} zasnovala za vse, ki cenijo preproste in poštene izdelke, narejene s spoštovanjem do narave.",
    "Ključne lastnosti: {attributes}.",
    "Velikost: {size}. Glavne značilnosti: {attributes}.",
    "Vrsta izdelka: {noun}, velikost: {size}. Če vam je všeč, si oglejte še druge izdelke iz linije {line}.",
    "Tako kot vsako naročilo tudi izdelek {name} skrbno zapakiramo v embalažo, ki jo je mogoče reciklirati.",
  ],
  hr: [
    "Proizvod {name} dio je linije {line} marke {brand}.",
    "Marka {brand} osmislila je liniju {line} za sve koji cijene jednostavne i poštene proizvode izrađene s poštovanjem prema prirodi.",
    "Ključne značajke: {attributes}.",
    "Veličina: {size}. Glavne karakteristike: {attributes}.",
    "Vrsta proizvoda: {noun}, veličina: {size}. Ako vam se sviđa, pogledajte i ostale proizvode iz linije {line}.",
    "Kao i svaku narudžbu, i proizvod {name} pažljivo pakiramo u ambalažu koja se može reciklirati.",
  ],
  hu: [
    "Márka: {brand}, termékcsalád: {line}. Ez a termék a márka természetközeli, környezettudatos kínálatának része.",
    "A márka ({brand}) ezt a termékcsaládot ({line}) azoknak szánja, akik az egyszerű, őszinte, a természet tiszteletben tartásával készült termékeket kedvelik.",
    "Főbb jellemzők: {attributes}.",
    "Méret: {size}. Jellemzők: {attributes}.",
    "Terméktípus: {noun}, méret: {size}. Ha tetszik, nézze meg a termékcsalád többi darabját is.",
    "Minden rendelésünkhöz hasonlóan ezt a terméket ({name}) is gondosan, újrahasznosítható anyagokba csomagoljuk.",
  ],
  en: [
    "{name} is part of the {line} line by {brand}.",
    "{brand} created the {line} line for people who value simple, honest products made with respect for nature.",
    "Key features: {attributes}.",
    "Size: {size}. Main characteristics: {attributes}.",
    "Product type: {noun}, size: {size}. If you like it, take a look at the rest of the {line} line.",
    "As with every order, we pack {name} carefully in recyclable materials.",
  ],
  de: [
    "{name} gehört zur Linie {line} von {brand}.",
    "{brand} hat die Linie {line} für alle entwickelt, die einfache, ehrliche und naturnah hergestellte Produkte schätzen.",
    "Die wichtigsten Merkmale: {attributes}.",
    "Größe: {size}. Eigenschaften: {attributes}.",
    "Produktart: {noun}, Größe: {size}. Wenn Ihnen das Produkt gefällt, entdecken Sie auch die weiteren Produkte der Linie {line}.",
    "Wie jede Bestellung verpacken wir auch {name} sorgfältig in recycelbarem Material.",
  ],
  it: [
    "{name} fa parte della linea {line} di {brand}.",
    "{brand} ha creato la linea {line} per chi apprezza prodotti semplici e onesti, realizzati nel rispetto della natura.",
    "Caratteristiche principali: {attributes}.",
    "Formato: {size}. Caratteristiche: {attributes}.",
    "Tipo di prodotto: {noun}, formato: {size}. Se ti piace, scopri anche gli altri prodotti della linea {line}.",
    "Come per ogni ordine, imballiamo con cura anche {name} in materiali riciclabili.",
  ],
  cs: [
    "Produkt {name} je součástí řady {line} značky {brand}.",
    "Značka {brand} vytvořila řadu {line} pro všechny, kdo oceňují jednoduché a poctivé produkty vyrobené s respektem k přírodě.",
    "Hlavní vlastnosti: {attributes}.",
    "Velikost: {size}. Vlastnosti: {attributes}.",
    "Typ produktu: {noun}, velikost: {size}. Pokud se vám líbí, prohlédněte si i další produkty z řady {line}.",
    "Stejně jako každou objednávku i produkt {name} pečlivě balíme do recyklovatelných materiálů.",
  ],
};

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export const blogCategories: BlogCategorySeed[] = [
  {
    key: "skin_care_tips",
    name: { sl: "Nasveti za nego kože", hr: "Savjeti za njegu kože", hu: "Bőrápolási tippek", en: "Skin care tips", de: "Hautpflege-Tipps", it: "Consigli per la pelle", cs: "Tipy pro péči o pleť" },
    slug: { sl: "nasveti-za-nego-koze", hr: "savjeti-za-njegu-koze", hu: "borapolasi-tippek", en: "skin-care-tips", de: "hautpflege-tipps", it: "consigli-per-la-pelle", cs: "tipy-pro-peci-o-plet" },
  },
  {
    key: "sustainable_living",
    name: { sl: "Trajnostno življenje", hr: "Održivi život", hu: "Fenntartható életmód", en: "Sustainable living", de: "Nachhaltig leben", it: "Vivere sostenibile", cs: "Udržitelný život" },
    slug: { sl: "trajnostno-zivljenje", hr: "odrzivi-zivot", hu: "fenntarthato-eletmod", en: "sustainable-living", de: "nachhaltig-leben", it: "vivere-sostenibile", cs: "udrzitelny-zivot" },
  },
  {
    key: "shop_news",
    name: { sl: "Novice iz trgovine", hr: "Novosti iz trgovine", hu: "Hírek a boltból", en: "News from Lumera", de: "Neuigkeiten", it: "Novità dal negozio", cs: "Novinky z obchodu" },
    slug: { sl: "novice", hr: "novosti", hu: "hirek", en: "news", de: "neuigkeiten", it: "novita", cs: "novinky" },
  },
];

export const blogPosts: BlogPostSeed[] = [
  {
    key: "winter_skin",
    category: "skin_care_tips",
    date: "2026-01-20",
    title: {
      sl: "Nega kože pozimi: kako jo zaščititi pred mrazom",
      hr: "Njega kože zimi: kako je zaštititi od hladnoće",
      hu: "Téli bőrápolás: így védje bőrét a hidegtől",
      en: "Winter skin care: how to protect your skin from the cold",
      de: "Hautpflege im Winter: So schützen Sie Ihre Haut vor der Kälte",
      it: "La cura della pelle in inverno: come proteggerla dal freddo",
      cs: "Péče o pleť v zimě: jak ji ochránit před mrazem",
    },
    slug: {
      sl: "nega-koze-pozimi",
      hr: "njega-koze-zimi",
      hu: "teli-borapolas",
      en: "winter-skin-care",
      de: "hautpflege-im-winter",
      it: "cura-della-pelle-in-inverno",
      cs: "pece-o-plet-v-zime",
    },
    excerpt: {
      sl: "Mraz zunaj in suh zrak v ogrevanih prostorih obremenjujeta zaščitno pregrado kože. Te preproste spremembe v vsakodnevni negi ji pomagajo prebroditi zimo.",
      hr: "Hladan zrak vani i suh zrak u grijanim prostorijama opterećuju zaštitnu barijeru kože. Ove jednostavne promjene u svakodnevnoj njezi pomoći će joj da lakše prebrodi zimu.",
      hu: "Kint a hideg, bent a fűtött, száraz levegő terheli a bőr védőrétegét. Ezekkel az egyszerű változtatásokkal könnyebben átsegítheti bőrét a télen.",
      en: "Cold air outside and dry, heated air indoors put your skin barrier under pressure. These simple changes to your routine help it through the winter.",
      de: "Kalte Luft draußen und trockene Heizungsluft drinnen belasten die Schutzbarriere der Haut. Mit diesen einfachen Änderungen kommt sie gut durch den Winter.",
      it: "L'aria fredda all'esterno e quella secca dei riscaldamenti mettono alla prova la barriera cutanea. Questi semplici accorgimenti la aiutano ad affrontare l'inverno.",
      cs: "Venku mráz, uvnitř suchý vzduch z topení – obojí zatěžuje ochrannou bariéru pokožky. Tyto jednoduché změny v péči jí pomohou zimu zvládnout.",
    },
    body: {
      sl: [
        "Pozimi je koža ujeta med dve skrajnosti: mrzel, vetroven zrak zunaj in suh, ogret zrak v prostorih. Oboje zgornji plasti kože odvzema vlago, zato se lahko zdi napeta, se lušči ali srbi, tudi če je sicer mastna. Dobra novica je, da že nekaj majhnih sprememb v vsakodnevni negi v tednu ali dveh prinese opazno razliko.",
        "Začnite z nežnejšim čiščenjem. Peneče gele zamenjajte s čistilno kremo ali oljem, obraz umivajte z mlačno, ne vročo vodo in ga z brisačo nežno popivnajte, namesto da bi ga drgnili. Zvečer nanesite serum ali kremo na še rahlo vlažno kožo: tako vlago zadržite veliko bolje kot na povsem suhi koži.",
        "Podnevi izberite bogatejšo kremo kot poleti, najbolje s karitejevim maslom, skvalanom ali ceramidi, in jo nanesite vsaj dvajset minut, preden greste ven. Ne pozabite na ustnice in roke, ki imajo zelo malo lojnic: balzam za ustnice v žepu in krema za roke ob umivalniku sta vredna več kot marsikateri drag serum.",
        "Poskrbite tudi za zrak okoli sebe. Posoda z vodo na radiatorju ali preprost vlažilnik ohranja vlažnost v prostoru bližje idealnim 40 do 60 odstotkom. Če se odpravljate v hribe, pa ne pozabite na zaščito pred soncem: sneg odbije do 80 odstotkov UV-žarkov.",
      ],
      hr: [
        "Zimi je koža uhvaćena između dviju krajnosti: hladnog, vjetrovitog zraka vani i suhog, zagrijanog zraka u zatvorenom. Oboje iz gornjeg sloja kože izvlači vlagu, pa se koža može činiti zategnutom, ljuštiti se ili svrbjeti, čak i ako je inače masna. Dobra je vijest da već nekoliko malih promjena u svakodnevnoj njezi za tjedan ili dva donosi vidljivu razliku.",
        "Počnite s nježnijim čišćenjem. Pjenaste gelove zamijenite kremom ili uljem za čišćenje, lice umivajte mlakom, a ne vrućom vodom te ga nježno tapkajte ručnikom umjesto da ga trljate. Navečer nanesite serum ili kremu na još blago vlažnu kožu: tako se vlaga zadržava mnogo bolje nego na potpuno suhoj koži.",
        "Danju odaberite bogatiju kremu nego ljeti, najbolje sa shea maslacem, skvalanom ili ceramidima, i nanesite je barem dvadeset minuta prije izlaska. Ne zaboravite na usne i ruke, koje imaju vrlo malo žlijezda lojnica: balzam za usne u džepu i krema za ruke pokraj umivaonika vrijede više od mnogih skupih seruma.",
        "Na kraju se pobrinite i za zrak oko sebe. Posuda s vodom na radijatoru ili jednostavan ovlaživač održava vlažnost u prostoriji bliže idealnoj vrijednosti od 40 do 60 posto. A ako idete u planine, ne zaboravite zaštitu od sunca: snijeg odbija do 80 posto UV zračenja.",
      ],
      hu: [
        "Télen a bőr két véglet közé szorul: kint hideg, szeles levegő, bent száraz, fűtött levegő éri. Mindkettő nedvességet von el a bőr külső rétegéből, ezért feszülhet, hámolhat vagy viszkethet akkor is, ha egyébként zsíros. A jó hír az, hogy néhány apró változtatás a napi rutinban egy-két héten belül érezhető különbséget hoz.",
        "Kezdje a kíméletesebb tisztítással. A habzó géleket cserélje tisztítókrémre vagy -olajra, arcát langyos, ne forró vízzel mossa, és dörzsölés helyett óvatosan itassa fel a vizet a törölközővel. Este a szérumot vagy az arckrémet még enyhén nedves bőrre vigye fel: így sokkal jobban bezárja a nedvességet, mint teljesen száraz bőrön.",
        "Napközben válasszon a nyárinál gazdagabb krémet, lehetőleg sheavajjal, szkvalánnal vagy ceramidokkal, és legalább húsz perccel az indulás előtt vigye fel. Ne feledkezzen meg az ajkáról és a kezéről sem, ezeken ugyanis nagyon kevés a faggyúmirigy: egy ajakbalzsam a zsebben és egy kézkrém a mosdó mellett többet ér bármilyen drága szérumnál.",
        "Végül a lakása levegőjére is figyeljen. Egy tál víz a radiátoron vagy egy egyszerű párásító közelebb tartja a páratartalmat az ideális 40–60 százalékhoz. Ha pedig a hegyekbe indul, használjon fényvédőt: a hó az UV-sugárzás akár 80 százalékát is visszaveri.",
      ],
      en: [
        "In winter your skin is caught between two extremes: cold, windy air outdoors and dry, heated air indoors. Both draw moisture out of the outer layer of the skin, which is why it can feel tight, flaky or itchy even if it is normally oily. The good news is that a few small changes to your routine make a noticeable difference within a week or two.",
        "Start with gentler cleansing. Swap foaming gels for a cream or oil cleanser, wash with lukewarm rather than hot water and pat your face dry instead of rubbing it. In the evening, apply serum or face cream while the skin is still slightly damp: the moisture is sealed in far better than on completely dry skin.",
        "During the day, choose a richer cream than in summer, ideally one with shea butter, squalane or ceramides, and apply it at least twenty minutes before you go outside. Do not forget your lips and hands, which have very few oil glands: a lip balm in your pocket and a hand cream by the sink are worth more than any expensive serum.",
        "Finally, look after the air around you. A bowl of water on the radiator or a simple humidifier keeps indoor humidity closer to the ideal 40 to 60 per cent. And if you are heading to the mountains, wear sunscreen: snow reflects up to 80 per cent of UV rays.",
      ],
      de: [
        "Im Winter steckt die Haut zwischen zwei Extremen: draußen kalte, windige Luft, drinnen trockene Heizungsluft. Beides entzieht der obersten Hautschicht Feuchtigkeit, deshalb spannt, schuppt oder juckt sie oft, selbst wenn sie sonst eher fettig ist. Die gute Nachricht: Schon ein paar kleine Änderungen in der täglichen Pflege machen sich innerhalb von ein, zwei Wochen bemerkbar.",
        "Beginnen Sie mit einer sanfteren Reinigung. Ersetzen Sie schäumende Gele durch eine Reinigungscreme oder ein Reinigungsöl, waschen Sie das Gesicht mit lauwarmem statt heißem Wasser und tupfen Sie es trocken, statt es abzurubbeln. Tragen Sie abends Serum oder Gesichtscreme auf die noch leicht feuchte Haut auf: So wird die Feuchtigkeit viel besser eingeschlossen als auf ganz trockener Haut.",
        "Wählen Sie tagsüber eine reichhaltigere Creme als im Sommer, am besten mit Sheabutter, Squalan oder Ceramiden, und tragen Sie sie mindestens zwanzig Minuten vor dem Hinausgehen auf. Vergessen Sie Lippen und Hände nicht, denn sie haben kaum Talgdrüsen: Ein Lippenbalsam in der Tasche und eine Handcreme am Waschbecken sind mehr wert als jedes teure Serum.",
        "Achten Sie schließlich auch auf die Raumluft. Eine Schale Wasser auf dem Heizkörper oder ein einfacher Luftbefeuchter hält die Luftfeuchtigkeit näher am Idealwert von 40 bis 60 Prozent. Und wenn Sie in die Berge fahren, denken Sie an Sonnenschutz: Schnee reflektiert bis zu 80 Prozent der UV-Strahlung.",
      ],
      it: [
        "D'inverno la pelle si trova stretta tra due estremi: fuori l'aria fredda e ventosa, dentro quella secca e riscaldata. Entrambe sottraggono umidità allo strato più superficiale della pelle, che per questo può tirare, desquamarsi o prudere anche quando di solito è grassa. La buona notizia è che bastano pochi piccoli cambiamenti nella routine quotidiana per notare la differenza in una o due settimane.",
        "Comincia da una detersione più delicata. Sostituisci i gel schiumogeni con una crema o un olio detergente, lava il viso con acqua tiepida anziché calda e tamponalo con l'asciugamano invece di strofinarlo. La sera applica il siero o la crema sulla pelle ancora leggermente umida: l'idratazione viene trattenuta molto meglio che sulla pelle completamente asciutta.",
        "Di giorno scegli una crema più ricca rispetto all'estate, meglio se con burro di karité, squalano o ceramidi, e applicala almeno venti minuti prima di uscire. Non dimenticare labbra e mani, che hanno pochissime ghiandole sebacee: un balsamo labbra in tasca e una crema mani accanto al lavandino valgono più di qualsiasi siero costoso.",
        "Infine, prenditi cura anche dell'aria di casa. Una ciotola d'acqua sul termosifone o un semplice umidificatore mantengono l'umidità più vicina al valore ideale del 40-60 per cento. E se vai in montagna, non dimenticare la protezione solare: la neve riflette fino all'80 per cento dei raggi UV.",
      ],
      cs: [
        "V zimě se pokožka ocitá mezi dvěma extrémy: venku studený, větrný vzduch, uvnitř suchý vzduch z topení. Obojí odebírá vláhu svrchní vrstvě kůže, a proto může pnout, olupovat se nebo svědit, i když je jinak mastná. Dobrou zprávou je, že už několik drobných změn v každodenní péči přinese během týdne či dvou znatelný rozdíl.",
        "Začněte šetrnějším čištěním. Pěnivé gely vyměňte za čisticí krém nebo olej, obličej myjte vlažnou, ne horkou vodou a místo tření jej jemně osušte ručníkem. Večer naneste sérum nebo pleťový krém na ještě mírně vlhkou pleť: vláhu tak udržíte mnohem lépe než na úplně suché pokožce.",
        "Přes den zvolte bohatší krém než v létě, nejlépe s bambuckým máslem, skvalanem nebo ceramidy, a naneste jej alespoň dvacet minut předtím, než vyrazíte ven. Nezapomínejte na rty a ruce, které mají jen velmi málo mazových žláz: balzám na rty v kapse a krém na ruce u umyvadla mají větší cenu než leckteré drahé sérum.",
        "Nakonec myslete i na vzduch kolem sebe. Miska s vodou na radiátoru nebo jednoduchý zvlhčovač udrží vlhkost v místnosti blíže ideálním 40 až 60 procentům. A pokud se chystáte na hory, nezapomeňte na opalovací krém: sníh odráží až 80 procent UV záření.",
      ],
    },
  },
  {
    key: "ingredient_lists",
    category: "skin_care_tips",
    date: "2026-04-14",
    title: {
      sl: "Kako brati seznam sestavin na kozmetiki",
      hr: "Kako čitati popis sastojaka na kozmetici",
      hu: "Hogyan olvassuk el a kozmetikumok összetevőlistáját?",
      en: "How to read the ingredient list on cosmetics",
      de: "So lesen Sie die Inhaltsstoffliste von Kosmetik",
      it: "Come leggere l'elenco degli ingredienti dei cosmetici",
      cs: "Jak číst složení kosmetiky",
    },
    slug: {
      sl: "kako-brati-seznam-sestavin",
      hr: "kako-citati-popis-sastojaka",
      hu: "hogyan-olvassuk-az-osszetevolistat",
      en: "how-to-read-ingredient-lists",
      de: "inhaltsstoffliste-lesen",
      it: "come-leggere-gli-ingredienti",
      cs: "jak-cist-slozeni-kosmetiky",
    },
    excerpt: {
      sl: "Seznam sestavin INCI na hrbtni strani embalaže pove več kot katerikoli oglas. Takole ga razvozlate v minuti.",
      hr: "INCI popis na poleđini ambalaže govori više od bilo koje reklame. Evo kako ga odgonetnuti u minuti.",
      hu: "A tégely hátoldalán található INCI-lista többet elárul bármilyen reklámnál. Így igazodhat el rajta egyetlen perc alatt.",
      en: "The INCI list on the back of a jar tells you more than any advert. Here is how to make sense of it in a minute.",
      de: "Die INCI-Liste auf der Rückseite verrät mehr als jede Werbung. So finden Sie sich in einer Minute darin zurecht.",
      it: "L'elenco INCI sul retro della confezione dice più di qualsiasi pubblicità. Ecco come interpretarlo in un minuto.",
      cs: "Seznam INCI na zadní straně obalu prozradí víc než jakákoli reklama. Takhle se v něm vyznáte za minutu.",
    },
    body: {
      sl: [
        "Vsak kozmetični izdelek, ki se prodaja v EU, mora imeti sestavine navedene z imeni INCI, torej po mednarodni nomenklaturi kozmetičnih sestavin. Seznam je morda videti kot izpit iz kemije, a sledi jasnim pravilom. Ko jih poznate, v minuti ugotovite, ali krema res temelji na bogatih rastlinskih oljih ali pa ta nastopajo le v oglasu.",
        "Sestavine so navedene po padajoči koncentraciji, vse do enega odstotka. Pod to mejo so lahko v poljubnem vrstnem redu. Če je torej na prvem mestu voda (Aqua), sledita pa ji glicerin in rastlinsko olje, te sestavine tvorijo večino izdelka. Izvleček, s katerim se embalaža ponosno hvali na sprednji strani, na seznamu pa je čisto na koncu, je v izdelku v zelo majhni količini.",
        "Rastlinske sestavine so zapisane z latinskimi imeni, na primer Butyrospermum Parkii za karitejevo maslo ali Calendula Officinalis za ognjič. Besedi Parfum ali Aroma pomenita mešanico dišav, znane alergene iz dišav, kot sta Linalool ali Limonene, pa je treba nad določeno koncentracijo navesti posebej. Če imate občutljivo kožo, so to prva imena, ki jih velja poiskati.",
        "Na koncu preverite še certifikate. Oznake neodvisnih organizacij za naravno, ekološko ali vegansko kozmetiko se podelijo šele po preverjanju celotne formule in proizvodnje. V naši trgovini lahko izdelke filtrirate po certifikatu, zato vegansko ali certificirano ekološko kremo najdete v nekaj klikih.",
      ],
      hr: [
        "Svaki kozmetički proizvod koji se prodaje u EU mora navesti sastojke INCI nazivima, odnosno prema međunarodnoj nomenklaturi kozmetičkih sastojaka. Popis možda izgleda kao ispit iz kemije, ali slijedi jasna pravila. Kad ih upoznate, u minuti ćete prepoznati temelji li se krema doista na bogatim biljnim uljima ili se ona pojavljuju samo u reklami.",
        "Sastojci se navode prema padajućoj koncentraciji, sve do jedan posto. Ispod te granice mogu biti navedeni bilo kojim redoslijedom. Ako je dakle na prvom mjestu voda (Aqua), a slijede je glicerin i biljno ulje, ti sastojci čine većinu proizvoda. Ekstrakt kojim se ambalaža ponosno hvali na prednjoj strani, a nalazi se pri samom kraju popisa, prisutan je u vrlo maloj količini.",
        "Biljni sastojci navode se latinskim nazivima, primjerice Butyrospermum Parkii za shea maslac ili Calendula Officinalis za neven. Riječi Parfum ili Aroma označavaju mješavinu mirisa, a poznati alergeni iz mirisa, kao što su Linalool ili Limonene, moraju se iznad određene koncentracije navesti zasebno. Ako imate osjetljivu kožu, to su prvi nazivi koje vrijedi potražiti.",
        "Na kraju provjerite certifikate. Oznake neovisnih organizacija za prirodnu, ekološku ili vegansku kozmetiku dodjeljuju se tek nakon provjere cijele formule i proizvodnje. U našoj trgovini proizvode možete filtrirati prema certifikatu, pa ćete vegansku ili certificiranu ekološku kremu pronaći u nekoliko klikova.",
      ],
      hu: [
        "Az EU-ban forgalmazott minden kozmetikai terméknek INCI-nevekkel, vagyis a kozmetikai összetevők nemzetközi nómenklatúrája szerint kell feltüntetnie az összetevőit. A lista elsőre kémiadolgozatnak tűnhet, de világos szabályokat követ. Ha ismeri őket, egy perc alatt eldöntheti, hogy egy krém valóban értékes növényi olajokra épül-e, vagy azok csak a reklámban szerepelnek.",
        "Az összetevők csökkenő koncentráció szerint követik egymást, egészen egy százalékig. E határ alatt tetszőleges sorrendben szerepelhetnek. Ha tehát az első helyen a víz (Aqua) áll, utána pedig glicerin és egy növényi olaj, akkor ezek teszik ki a termék nagy részét. Az a kivonat, amelyet a csomagolás elején büszkén kiemelnek, de a lista legvégén szerepel, csak nagyon kis mennyiségben van jelen.",
        "A növényi összetevők latin nevükön szerepelnek, például Butyrospermum Parkii a sheavaj, Calendula Officinalis pedig a körömvirág esetében. A Parfum vagy Aroma szó illatkeveréket jelöl, az olyan ismert illatanyag-allergéneket pedig, mint a Linalool vagy a Limonene, egy bizonyos koncentráció felett külön fel kell tüntetni. Ha érzékeny a bőre, először ezeket a neveket keresse.",
        "Végül nézze meg a tanúsítványokat. A natúr, bio vagy vegán kozmetikumokat jelölő független minősítéseket csak a teljes receptúra és a gyártás ellenőrzése után adják ki. Webáruházunkban tanúsítvány szerint is szűrhet, így néhány kattintással megtalálja a vegán vagy minősített bio krémet.",
      ],
      en: [
        "Every cosmetic product sold in the EU must list its ingredients using INCI names, the International Nomenclature of Cosmetic Ingredients. The list may look like a chemistry exam, but it follows clear rules. Once you know them, you can tell in a minute whether a cream is really built around rich plant oils or whether they only appear in the advert.",
        "Ingredients are listed in descending order of concentration, down to one per cent. Below that line they may appear in any order. So if water (Aqua) comes first, followed by glycerin and a plant oil, those make up most of the product. An extract proudly named on the front of the pack but listed near the end is present only in a very small amount.",
        "Plant ingredients appear under their Latin names, for example Butyrospermum Parkii for shea butter or Calendula Officinalis for marigold. Parfum or Aroma means a fragrance blend, and known fragrance allergens such as Linalool or Limonene must be named separately above a certain concentration. If you have sensitive skin, these are the first names to look for.",
        "Finally, check the certificates. Labels from independent bodies for natural, organic or vegan cosmetics are only awarded once the whole formula and its production have been checked. In our shop you can filter products by certification, so you can find a vegan or certified organic cream in a couple of clicks.",
      ],
      de: [
        "Jedes in der EU verkaufte Kosmetikprodukt muss seine Inhaltsstoffe mit INCI-Namen angeben, also nach der internationalen Nomenklatur für kosmetische Inhaltsstoffe. Die Liste sieht vielleicht aus wie eine Chemieprüfung, folgt aber klaren Regeln. Wer sie kennt, erkennt in einer Minute, ob eine Creme wirklich auf wertvollen Pflanzenölen aufbaut oder ob diese nur in der Werbung vorkommen.",
        "Die Inhaltsstoffe werden in absteigender Konzentration aufgeführt, und zwar bis zu einem Anteil von einem Prozent. Darunter dürfen sie in beliebiger Reihenfolge stehen. Steht also Wasser (Aqua) an erster Stelle, gefolgt von Glycerin und einem Pflanzenöl, machen diese den Großteil des Produkts aus. Ein Extrakt, der vorne groß beworben wird, aber ganz am Ende der Liste steht, ist nur in sehr geringer Menge enthalten.",
        "Pflanzliche Inhaltsstoffe stehen mit ihrem lateinischen Namen auf der Liste, zum Beispiel Butyrospermum Parkii für Sheabutter oder Calendula Officinalis für Ringelblume. Parfum oder Aroma bezeichnet eine Duftmischung, und bekannte Duftstoffallergene wie Linalool oder Limonene müssen ab einer bestimmten Konzentration einzeln genannt werden. Bei empfindlicher Haut sind das die ersten Namen, nach denen Sie suchen sollten.",
        "Werfen Sie zum Schluss einen Blick auf die Siegel. Unabhängige Zeichen für Natur-, Bio- oder vegane Kosmetik werden erst vergeben, wenn die gesamte Rezeptur und die Herstellung geprüft wurden. In unserem Shop können Sie nach Zertifizierung filtern und finden so mit wenigen Klicks eine vegane oder bio-zertifizierte Creme.",
      ],
      it: [
        "Ogni cosmetico venduto nell'Unione europea deve riportare gli ingredienti con i nomi INCI, cioè secondo la nomenclatura internazionale degli ingredienti cosmetici. L'elenco può sembrare un compito di chimica, ma segue regole precise. Una volta che le conosci, capisci in un minuto se una crema si basa davvero su preziosi oli vegetali o se questi compaiono solo nella pubblicità.",
        "Gli ingredienti sono elencati in ordine decrescente di concentrazione, fino all'uno per cento. Al di sotto di questa soglia possono comparire in qualsiasi ordine. Se quindi al primo posto c'è l'acqua (Aqua), seguita da glicerina e da un olio vegetale, sono questi a costituire la maggior parte del prodotto. Un estratto esaltato sul fronte della confezione ma elencato in fondo è presente solo in quantità minime.",
        "Gli ingredienti vegetali compaiono con il loro nome latino, per esempio Butyrospermum Parkii per il burro di karité o Calendula Officinalis per la calendula. Le parole Parfum o Aroma indicano una miscela di fragranze, mentre gli allergeni noti delle fragranze, come Linalool o Limonene, vanno indicati singolarmente oltre una certa concentrazione. Se hai la pelle sensibile, sono i primi nomi da cercare.",
        "Infine, controlla le certificazioni. I marchi di enti indipendenti per la cosmesi naturale, biologica o vegana vengono rilasciati solo dopo la verifica dell'intera formula e del processo produttivo. Nel nostro negozio puoi filtrare i prodotti per certificazione e trovare in pochi clic una crema vegana o biologica certificata.",
      ],
      cs: [
        "Každý kosmetický přípravek prodávaný v EU musí uvádět složení pomocí názvů INCI, tedy podle mezinárodního názvosloví kosmetických složek. Seznam může vypadat jako písemka z chemie, ale řídí se jasnými pravidly. Jakmile je znáte, za minutu poznáte, zda krém opravdu stojí na hodnotných rostlinných olejích, nebo se ty objevují jen v reklamě.",
        "Složky se uvádějí v sestupném pořadí podle koncentrace, a to až po jedno procento. Pod touto hranicí mohou být v libovolném pořadí. Pokud je tedy na prvním místě voda (Aqua) a po ní následuje glycerin a rostlinný olej, tvoří tyto složky většinu přípravku. Extrakt, kterým se obal zepředu chlubí, ale v seznamu stojí až na konci, je obsažen jen ve velmi malém množství.",
        "Rostlinné složky se uvádějí latinskými názvy, například Butyrospermum Parkii pro bambucké máslo nebo Calendula Officinalis pro měsíček. Slova Parfum nebo Aroma označují směs vonných látek a známé alergeny z parfemace, jako jsou Linalool nebo Limonene, se musejí nad určitou koncentrací uvádět zvlášť. Máte-li citlivou pleť, jsou to první názvy, které byste měli hledat.",
        "Nakonec se podívejte na certifikáty. Značky nezávislých organizací pro přírodní, bio nebo veganskou kosmetiku se udělují až po kontrole celé receptury i výroby. V našem e-shopu můžete produkty filtrovat podle certifikace, takže veganský nebo certifikovaný bio krém najdete na pár kliknutí.",
      ],
    },
  },
  {
    key: "less_plastic_bathroom",
    category: "sustainable_living",
    date: "2026-02-17",
    title: {
      sl: "Kako zmanjšati količino plastike v kopalnici",
      hr: "Kako smanjiti količinu plastike u kupaonici",
      hu: "Hogyan csökkentsük a műanyagot a fürdőszobában?",
      en: "How to cut down on plastic in the bathroom",
      de: "Weniger Plastik im Badezimmer: So gelingt der Umstieg",
      it: "Come ridurre la plastica in bagno",
      cs: "Jak omezit plasty v koupelně",
    },
    slug: {
      sl: "manj-plastike-v-kopalnici",
      hr: "manje-plastike-u-kupaonici",
      hu: "kevesebb-muanyag-a-furdoszobaban",
      en: "less-plastic-in-the-bathroom",
      de: "weniger-plastik-im-bad",
      it: "meno-plastica-in-bagno",
      cs: "mene-plastu-v-koupelne",
    },
    excerpt: {
      sl: "Ni vam treba vsega zavreči in začeti znova. Takole zmanjšate količino plastike v kopalnici – eno prazno stekleničko za drugo.",
      hr: "Ne morate sve baciti i početi ispočetka. Evo kako smanjiti plastiku u kupaonici, jednu praznu bočicu za drugom.",
      hu: "Nem kell mindent kidobnia és elölről kezdenie. Így csökkentheti a műanyagot a fürdőszobában, flakonról flakonra.",
      en: "You do not have to throw everything out and start again. Here is how to reduce plastic in the bathroom, one empty bottle at a time.",
      de: "Sie müssen nicht alles wegwerfen und von vorne anfangen. So reduzieren Sie Plastik im Bad – eine leere Flasche nach der anderen.",
      it: "Non serve buttare tutto e ricominciare da capo. Ecco come ridurre la plastica in bagno, un flacone vuoto alla volta.",
      cs: "Nemusíte všechno vyhodit a začít znovu. Takto omezíte plasty v koupelně – jednu prázdnou lahvičku po druhé.",
    },
    body: {
      sl: [
        "Kopalnica je eden od prostorov, kjer se plastika nabira najhitreje: gel za prhanje, šampon, balzam, vatirane blazinice, zobne ščetke. Najbolj trajnostni prvi korak pa ni veliko čiščenje. Porabite, kar že imate, in ko kaj zmanjka, to nadomestite z boljšo izbiro. Tako ničesar ne zavržete, sprememba pa se zgodi skoraj sama od sebe.",
        "Najlažje je tekoče milo in gel za prhanje zamenjati s trdim milom, šampon pa s trdim šamponom. En kos običajno zdrži toliko kot dve ali tri plastenke. Hranite ga na podstavku, s katerega voda odteče, saj milo, ki se med uporabami posuši, zdrži precej dlje. Pri kremah in losjonih izberite steklene lončke ali aluminijaste tube, ki jih je lažje reciklirati.",
        "Nato si oglejte stvari, ki jih uporabljate vsak dan: bambusova zobna ščetka, pralne bombažne blazinice za odstranjevanje ličil in lesen glavnik zdržijo mesece. Če imate raje tekoče izdelke, kupujte večja pakiranja ali polnila; enolitrska vrečka za ponovno polnjenje porabi veliko manj plastike kot štiri majhne stekleničke.",
        "Nazadnje dobro skrbite za tekstil. Bombažne brisače zdržijo leta, če jih perete pri 40 do 60 stopinjah z malo manj pralnega sredstva in brez mehčalca ter jih sušite na zraku. Ostanejo mehkejše in bolj vpojne, zato jih ne boste morali tako pogosto menjati.",
      ],
      hr: [
        "Kupaonica je jedno od mjesta na kojima se plastika najbrže gomila: gel za tuširanje, šampon, regenerator, vatirani jastučići, četkice za zube. Ipak, najodrživiji prvi korak nije veliko pospremanje. Potrošite ono što već imate, a kad nešto ponestane, zamijenite to boljim izborom. Tako ništa ne bacate, a promjena se događa gotovo sama od sebe.",
        "Najjednostavnije je tekući sapun i gel za tuširanje zamijeniti sapunom u komadu, a šampon čvrstim šamponom. Jedan komad obično traje koliko dvije ili tri boce. Držite ga na posudici iz koje voda može otjecati, jer sapun koji se između dvaju korištenja osuši traje znatno dulje. Za kreme i losione birajte staklene posudice ili aluminijske tube, koje se lakše recikliraju.",
        "Zatim pogledajte stvari koje koristite svaki dan: četkica za zube od bambusa, perivi pamučni jastučići za skidanje šminke i drveni češalj traju mjesecima. Ako vam više odgovaraju tekući proizvodi, kupujte veća pakiranja ili punjenja; vrećica od jedne litre za ponovno punjenje troši mnogo manje plastike od četiriju malih bočica.",
        "Na kraju se dobro brinite o tekstilu. Pamučni ručnici traju godinama ako ih perete na 40 do 60 stupnjeva s malo manje deterdženta, bez omekšivača, i sušite na zraku. Ostaju mekši i bolje upijaju, pa ih nećete morati tako često mijenjati.",
      ],
      hu: [
        "A fürdőszoba az egyik hely, ahol a műanyag a leggyorsabban felhalmozódik: tusfürdő, sampon, balzsam, vattakorong, fogkefe. A legfenntarthatóbb első lépés mégsem a nagy selejtezés. Használja el, ami már megvan, és amikor valami elfogy, cserélje jobb alternatívára. Így semmi sem megy kárba, a változás pedig szinte magától megtörténik.",
        "A legegyszerűbb csere a folyékony szappan és a tusfürdő helyett a szilárd szappan, a hajra pedig a szilárd sampon. Egy darab általában két-három flakonnal ér fel. Tartsa olyan szappantartón, amelyről lefolyik a víz, mert a két használat között kiszáradó szappan sokkal tovább tart. Krémek és testápolók esetében válasszon üvegtégelyt vagy alumíniumtubust, ezek könnyebben újrahasznosíthatók.",
        "Ezután vegye sorra a mindennap használt tárgyakat: a bambusz fogkefe, a mosható pamut sminklemosó korong és a fából készült fésű hónapokig kitart. Ha inkább a folyékony termékeket kedveli, vásároljon nagyobb kiszerelést vagy utántöltőt; egy egyliteres utántöltő tasak sokkal kevesebb műanyagot igényel, mint négy kis flakon.",
        "Végül gondosan bánjon a textíliákkal. A pamut törölközők évekig kitartanak, ha 40–60 fokon, valamivel kevesebb mosószerrel, öblítő nélkül mossa és a levegőn szárítja őket. Puhábbak és nedvszívóbbak maradnak, így ritkábban kell újat vennie.",
      ],
      en: [
        "The bathroom is one of the places where plastic piles up fastest: shower gel, shampoo, conditioner, cotton pads, toothbrushes. The most sustainable first step, however, is not a big clear-out. Use up what you already have, and each time something runs out, replace it with a better alternative. That way nothing goes to waste and the change happens almost by itself.",
        "The easiest swaps are a soap bar instead of liquid soap and shower gel, and a solid shampoo for your hair. One bar usually lasts as long as two or three bottles. Keep it on a soap dish that lets the water drain away, because a bar that dries out between uses lasts much longer. For creams and lotions, choose glass jars or aluminium tubes, which are easier to recycle.",
        "Next, look at the things you use every day: a bamboo toothbrush, washable cotton make-up pads and a wooden comb all last for months. If you prefer liquid products, buy larger packs or refills; a one-litre refill pouch uses far less plastic than four small bottles.",
        "Finally, take good care of your textiles. Cotton towels last for years if you wash them at 40 to 60 degrees with a little less detergent and no fabric softener, and let them dry in the air. They stay softer and more absorbent, so you will not need to replace them as often.",
      ],
      de: [
        "Im Badezimmer sammelt sich Plastik besonders schnell an: Duschgel, Shampoo, Spülung, Wattepads, Zahnbürsten. Der nachhaltigste erste Schritt ist trotzdem kein großes Ausmisten. Brauchen Sie auf, was Sie schon haben, und ersetzen Sie jedes leere Produkt durch eine bessere Alternative. So wird nichts verschwendet, und die Umstellung geschieht fast von selbst.",
        "Am einfachsten ist der Wechsel von Flüssigseife und Duschgel zu fester Seife und von Shampoo zu festem Shampoo. Ein Stück hält meist so lange wie zwei oder drei Flaschen. Bewahren Sie es auf einer Seifenschale auf, von der das Wasser abläuft, denn eine Seife, die zwischen den Anwendungen trocknet, hält deutlich länger. Bei Cremes und Lotionen greifen Sie am besten zu Glastiegeln oder Aluminiumtuben, die sich leichter recyceln lassen.",
        "Sehen Sie sich danach die Dinge an, die Sie jeden Tag benutzen: Eine Bambuszahnbürste, waschbare Abschminkpads aus Baumwolle und ein Holzkamm halten monatelang. Wenn Sie lieber flüssige Produkte verwenden, kaufen Sie größere Packungen oder Nachfüllpacks; ein Nachfüllbeutel mit einem Liter verbraucht viel weniger Plastik als vier kleine Flaschen.",
        "Pflegen Sie schließlich Ihre Textilien gut. Baumwollhandtücher halten jahrelang, wenn Sie sie bei 40 bis 60 Grad mit etwas weniger Waschmittel und ohne Weichspüler waschen und an der Luft trocknen lassen. Sie bleiben weicher und saugfähiger, und Sie müssen sie seltener ersetzen.",
      ],
      it: [
        "Il bagno è uno dei luoghi in cui la plastica si accumula più in fretta: bagnoschiuma, shampoo, balsamo, dischetti di cotone, spazzolini. Il primo passo più sostenibile, però, non è fare piazza pulita. Usa fino in fondo quello che hai già e, ogni volta che qualcosa finisce, sostituiscilo con un'alternativa migliore. Così non sprechi nulla e il cambiamento avviene quasi da solo.",
        "Le sostituzioni più semplici sono la saponetta al posto del sapone liquido e del bagnoschiuma, e lo shampoo solido per i capelli. Una saponetta dura in genere quanto due o tre flaconi. Tienila su un portasapone che lasci scolare l'acqua, perché se si asciuga tra un uso e l'altro dura molto di più. Per creme e lozioni scegli vasetti di vetro o tubetti di alluminio, più facili da riciclare.",
        "Poi guarda gli oggetti che usi ogni giorno: uno spazzolino di bambù, dischetti struccanti lavabili in cotone e un pettine di legno durano mesi. Se preferisci i prodotti liquidi, acquista confezioni più grandi o ricariche: una busta di ricarica da un litro consuma molta meno plastica di quattro flaconi piccoli.",
        "Infine, prenditi cura dei tessuti. Gli asciugamani di cotone durano anni se li lavi a 40-60 gradi con un po' meno detersivo, senza ammorbidente, e li fai asciugare all'aria. Restano più morbidi e assorbenti e non dovrai sostituirli così spesso.",
      ],
      cs: [
        "Koupelna patří k místům, kde se plasty hromadí nejrychleji: sprchový gel, šampon, kondicionér, odličovací tamponky, zubní kartáčky. Nejudržitelnějším prvním krokem však není velký úklid. Spotřebujte to, co už máte, a když něco dojde, nahraďte to lepší alternativou. Nic tak nepřijde nazmar a změna proběhne téměř sama.",
        "Nejjednodušší je vyměnit tekuté mýdlo a sprchový gel za tuhé mýdlo a šampon za tuhý šampon. Jeden kus obvykle vydrží jako dvě nebo tři lahve. Mějte ho na mýdlence, ze které voda odteče, protože mýdlo, které mezi použitími proschne, vydrží mnohem déle. U krémů a tělových mlék volte skleněné kelímky nebo hliníkové tuby, které se snáze recyklují.",
        "Pak se podívejte na věci, které používáte každý den: bambusový zubní kartáček, pratelné bavlněné odličovací tamponky a dřevěný hřeben vydrží celé měsíce. Pokud dáváte přednost tekutým produktům, kupujte větší balení nebo náplně; litrový doplňovací sáček spotřebuje mnohem méně plastu než čtyři malé lahvičky.",
        "Nakonec dobře pečujte o textil. Bavlněné ručníky vydrží roky, pokud je perete na 40 až 60 stupňů s o něco menším množstvím pracího prostředku, bez aviváže, a sušíte na vzduchu. Zůstanou měkčí a savější a nebudete je muset tak často měnit.",
      ],
    },
  },
  {
    key: "candle_care",
    category: "sustainable_living",
    date: "2026-10-06",
    title: {
      sl: "Kako podaljšati življenje dišeče sveče",
      hr: "Kako produljiti život mirisne svijeće",
      hu: "Így égjen tovább és tisztábban az illatgyertyája",
      en: "How to make a scented candle burn longer and cleaner",
      de: "So brennt Ihre Duftkerze länger und sauberer",
      it: "Come far durare di più una candela profumata",
      cs: "Jak prodloužit život vonné svíčky",
    },
    slug: {
      sl: "kako-podaljsati-zivljenje-svece",
      hr: "kako-produljiti-zivot-svijece",
      hu: "igy-egjen-tovabb-a-gyertyaja",
      en: "make-your-candle-last-longer",
      de: "duftkerze-richtig-abbrennen",
      it: "come-far-durare-una-candela",
      cs: "jak-prodlouzit-zivot-svicky",
    },
    excerpt: {
      sl: "Dobro negovana sveča gori enakomerno, manj se kadi in zdrži ure dlje. Nekaj preprostih navad naredi vso razliko, prazen kozarec pa si zasluži drugo življenje.",
      hr: "Dobro njegovana svijeća gori ravnomjerno, manje se dimi i traje satima dulje. Nekoliko jednostavnih navika čini svu razliku, a prazna staklenka zaslužuje drugi život.",
      hu: "A jól ápolt gyertya egyenletesen ég, kevésbé füstöl és órákkal tovább tart. Néhány egyszerű szokáson múlik minden, az üres üveg pedig megérdemel egy második életet.",
      en: "A well-cared-for candle burns evenly, smokes less and lasts hours longer. A few simple habits make all the difference, and the empty jar deserves a second life.",
      de: "Eine gut gepflegte Kerze brennt gleichmäßig, rußt weniger und hält Stunden länger. Ein paar einfache Gewohnheiten machen den Unterschied, und das leere Glas verdient ein zweites Leben.",
      it: "Una candela curata brucia in modo uniforme, fa meno fumo e dura ore in più. Bastano poche semplici abitudini, e il barattolo vuoto merita una seconda vita.",
      cs: "Dobře opečovávaná svíčka hoří rovnoměrně, méně čadí a vydrží o hodiny déle. Rozdíl udělá pár jednoduchých návyků a prázdná sklenice si zaslouží druhý život.",
    },
    body: {
      sl: [
        "Prvo prižiganje odloči, kako se bo sveča obnašala vse do konca. Vosek si namreč zapomni: če svečo ugasnete, preden staljena površina doseže rob kozarca, bo odslej gorela v ozkem tunelu po sredini, ob robu pa bo ostal debel obroč neporabljenega voska. Za prvo prižiganje velja pravilo: približno ena ura gorenja na vsakih 2,5 centimetra premera kozarca.",
        "Pred vsakim prižiganjem stenj skrajšajte na približno pet milimetrov. Dolg stenj ustvari velik, plapolajoč plamen, ki steklo začrni s sajami in prehitro porablja vosek. Sveča naj naenkrat ne gori več kot štiri ure, ne postavljajte je na prepih in je ne upihnite, temveč jo ugasnite z gasilnikom za sveče ali tako, da stenj potopite v staljeni vosek.",
        "Svečo nehajte prižigati, ko na dnu ostane približno centimeter voska, da se steklo ne pregreje. Nato kozarec za nekaj ur postavite v zamrzovalnik: preostali vosek se skrči in ga odstranite v enem kosu. Kozarec pomijte s toplo vodo in detergentom za posodo ter ga uporabite za vatirane palčke, pisala, zelišča ali kot majhno vazo.",
        "Ko boste naslednjič kupovali svečo, izberite sojin, repični ali čebelji vosek ter bombažni ali lesen stenj. Ti voski gorijo počasneje in čisteje kot parafin, ki je stranski proizvod predelave nafte. Svečo v trdnem steklenem ali keramičnem kozarcu je tudi lažje znova uporabiti kot tisto v tanki pločevinki, zato ohrani vrednost še dolgo po zadnjem plamenu.",
      ],
      hr: [
        "Prvo paljenje određuje kako će se svijeća ponašati do kraja. Vosak naime pamti: ako svijeću ugasite prije nego što se rastopljeni sloj proširi do ruba staklenke, ubuduće će gorjeti u uskom tunelu po sredini, a uz rub će ostati debeo prsten neiskorištenog voska. Za prvo paljenje vrijedi pravilo: otprilike jedan sat gorenja na svakih 2,5 centimetra promjera staklenke.",
        "Prije svakog paljenja skratite fitilj na otprilike pet milimetara. Dugačak fitilj stvara velik, treperav plamen koji čađom zacrni staklo i prebrzo troši vosak. Svijeća ne bi smjela gorjeti dulje od četiri sata zaredom; ne stavljajte je na propuh i nemojte je puhati, nego je ugasite gasilom za svijeće ili tako da fitilj uronite u rastopljeni vosak.",
        "Prestanite paliti svijeću kad na dnu ostane otprilike centimetar voska, kako se staklo ne bi pregrijalo. Zatim staklenku na nekoliko sati stavite u zamrzivač: preostali vosak će se stisnuti pa ga možete izvaditi u jednom komadu. Operite staklenku toplom vodom i deterdžentom za posuđe te je koristite za štapiće za uši, olovke, začinsko bilje ili kao malu vazu.",
        "Kad sljedeći put budete kupovali svijeću, potražite sojin, repičin ili pčelinji vosak te pamučni ili drveni fitilj. Ti voskovi gore sporije i čišće od parafina, nusproizvoda prerade nafte. Svijeća u čvrstoj staklenoj ili keramičkoj posudi lakše se ponovno upotrebljava od one u tankoj limenci, pa zadržava vrijednost i dugo nakon posljednjeg plamena.",
      ],
      hu: [
        "Az első gyújtás meghatározza, hogyan viselkedik a gyertya egészen a végéig. A viasznak ugyanis memóriája van: ha eloltja a gyertyát, mielőtt a megolvadt felület eléri az üveg szélét, onnantól egy szűk alagútban ég lefelé, a szélén pedig vastag gyűrűben marad meg a fel nem használt viasz. Ökölszabály: az üveg átmérőjének minden 2,5 centiméterére számoljon nagyjából egy óra égetést.",
        "Minden gyújtás előtt vágja vissza a kanócot körülbelül öt milliméteresre. A hosszú kanóc nagy, lobogó lángot ad, amely bekormozza az üveget, és túl gyorsan égeti a viaszt. Egyszerre legfeljebb négy órán át égesse a gyertyát, tartsa távol a huzattól, és ne fújja el: oltsa el gyertyaoltóval, vagy mártsa a kanócot az olvadt viaszba.",
        "Ne gyújtsa meg többé a gyertyát, ha már csak körülbelül egy centiméternyi viasz maradt az alján, hogy az üveg ne forrósodjon túl. Ezután tegye az üveget néhány órára a fagyasztóba: a maradék viasz összehúzódik, és egy darabban kivehető. Mossa el az üveget meleg, mosogatószeres vízzel, és használja fültisztító pálcikák, tollak, fűszernövények tárolására vagy kis vázaként.",
        "Amikor legközelebb gyertyát vásárol, keressen szója-, repce- vagy méhviaszból készültet, pamut- vagy fakanóccal. Ezek a viaszok lassabban és tisztábban égnek, mint a kőolaj-finomítás melléktermékeként keletkező paraffin. A masszív üveg- vagy kerámiatartóban lévő gyertya ráadásul könnyebben újra felhasználható, mint a vékony fémdobozos, így az utolsó láng után is megőrzi értékét.",
      ],
      en: [
        "The first burn decides how a candle will behave for the rest of its life. Wax has a memory: if you put the candle out before the melted surface reaches the edge of the jar, it will keep burning a narrow tunnel down the middle and leave a thick ring of unused wax. As a rule of thumb, allow about one hour of burning for every 2.5 centimetres of the jar's diameter.",
        "Before every lighting, trim the wick to about five millimetres. A long wick makes a large, flickering flame that blackens the glass with soot and burns the wax too quickly. Never burn a candle for more than four hours at a time, keep it away from draughts, and do not blow it out: use a snuffer or dip the wick into the melted wax instead.",
        "Stop burning the candle when about one centimetre of wax is left at the bottom, so the glass does not overheat. Then put the jar in the freezer for a few hours: the remaining wax shrinks and comes out in one piece. Wash the jar with warm water and washing-up liquid and use it for cotton buds, pens or herbs, or as a small vase.",
        "Next time you buy a candle, look for soy, rapeseed or beeswax and a cotton or wooden wick. These waxes burn more slowly and cleanly than paraffin, a by-product of oil refining. A candle in a sturdy glass or ceramic jar is also easier to reuse than one in a thin tin, so it keeps its value long after the last flame.",
      ],
      de: [
        "Das erste Anzünden entscheidet, wie sich eine Kerze bis zum Schluss verhält. Wachs hat nämlich ein Gedächtnis: Löschen Sie die Kerze, bevor die geschmolzene Oberfläche den Rand des Glases erreicht, brennt sie künftig einen schmalen Tunnel in die Mitte, und am Rand bleibt ein dicker Ring aus ungenutztem Wachs zurück. Als Faustregel gilt: etwa eine Stunde Brenndauer pro 2,5 Zentimeter Glasdurchmesser.",
        "Kürzen Sie den Docht vor jedem Anzünden auf etwa fünf Millimeter. Ein langer Docht erzeugt eine große, flackernde Flamme, die das Glas verrußt und das Wachs zu schnell verbraucht. Lassen Sie eine Kerze nie länger als vier Stunden am Stück brennen, stellen Sie sie nicht in die Zugluft und pusten Sie sie nicht aus, sondern löschen Sie sie mit einem Kerzenlöscher oder indem Sie den Docht ins flüssige Wachs tauchen.",
        "Zünden Sie die Kerze nicht mehr an, wenn am Boden nur noch etwa ein Zentimeter Wachs übrig ist, damit das Glas nicht überhitzt. Stellen Sie das Glas dann für einige Stunden ins Gefrierfach: Das restliche Wachs zieht sich zusammen und lässt sich in einem Stück herauslösen. Spülen Sie das Glas mit warmem Wasser und Spülmittel und verwenden Sie es für Wattestäbchen, Stifte, Kräuter oder als kleine Vase.",
        "Achten Sie beim nächsten Kerzenkauf auf Soja-, Raps- oder Bienenwachs und einen Docht aus Baumwolle oder Holz. Diese Wachse brennen langsamer und sauberer als Paraffin, ein Nebenprodukt der Erdölraffination. Eine Kerze in einem stabilen Glas- oder Keramikgefäß lässt sich außerdem leichter wiederverwenden als eine in einer dünnen Blechdose und behält so ihren Wert weit über die letzte Flamme hinaus.",
      ],
      it: [
        "La prima accensione decide come si comporterà la candela fino alla fine. La cera, infatti, ha memoria: se spegni la candela prima che la superficie fusa raggiunga il bordo del barattolo, da quel momento brucerà scavando un tunnel stretto al centro e lungo il bordo resterà un anello spesso di cera inutilizzata. Come regola pratica, calcola circa un'ora di accensione per ogni 2,5 centimetri di diametro del barattolo.",
        "Prima di ogni accensione accorcia lo stoppino a circa cinque millimetri. Uno stoppino lungo produce una fiamma grande e tremolante, che annerisce il vetro e consuma la cera troppo in fretta. Non tenere mai accesa una candela per più di quattro ore di fila, tienila lontana dalle correnti d'aria e non soffiarci sopra: spegnila con uno spegnimoccolo oppure immergendo lo stoppino nella cera fusa.",
        "Smetti di accendere la candela quando sul fondo resta circa un centimetro di cera, così il vetro non si surriscalda. Poi metti il barattolo nel congelatore per qualche ora: la cera rimasta si ritira e si stacca in un unico pezzo. Lava il barattolo con acqua calda e detersivo per piatti e usalo per bastoncini cotonati, penne, erbe aromatiche o come piccolo vaso.",
        "La prossima volta che compri una candela, cerca cera di soia, di colza o d'api e uno stoppino di cotone o di legno. Queste cere bruciano più lentamente e in modo più pulito della paraffina, un sottoprodotto della raffinazione del petrolio. Una candela in un barattolo robusto di vetro o ceramica, inoltre, si riutilizza più facilmente di una in una sottile latta e conserva il suo valore ben oltre l'ultima fiamma.",
      ],
      cs: [
        "První zapálení rozhoduje o tom, jak se bude svíčka chovat až do konce. Vosk má totiž paměť: pokud svíčku zhasnete dřív, než roztavená hladina dosáhne okraje sklenice, bude už napořád hořet úzkým tunelem uprostřed a u okraje zůstane silný prstenec nevyužitého vosku. Platí jednoduché pravidlo: zhruba hodina hoření na každých 2,5 centimetru průměru sklenice.",
        "Před každým zapálením zastřihněte knot zhruba na pět milimetrů. Dlouhý knot vytváří velký, mihotavý plamen, který začerní sklo sazemi a spaluje vosk příliš rychle. Nenechávejte svíčku hořet déle než čtyři hodiny v kuse, chraňte ji před průvanem a nesfoukávejte ji – uhaste ji zhášedlem nebo tak, že knot ponoříte do roztaveného vosku.",
        "Přestaňte svíčku zapalovat, když na dně zbývá asi centimetr vosku, aby se sklo nepřehřálo. Potom sklenici dejte na několik hodin do mrazáku: zbylý vosk se smrští a vyjmete ho v jednom kuse. Sklenici umyjte teplou vodou s prostředkem na nádobí a použijte ji na vatové tyčinky, tužky, bylinky nebo jako malou vázu.",
        "Až budete příště svíčku kupovat, hledejte sójový, řepkový nebo včelí vosk a bavlněný či dřevěný knot. Tyto vosky hoří pomaleji a čistěji než parafín, vedlejší produkt zpracování ropy. Svíčku v pevné skleněné nebo keramické nádobě lze navíc snáze znovu využít než tu v tenké plechovce, takže si zachová hodnotu dlouho po posledním plameni.",
      ],
    },
  },
  {
    key: "new_shops_split_milan",
    category: "shop_news",
    date: "2026-03-10",
    title: {
      sl: "Novi trgovini Lumera v Splitu in Milanu",
      hr: "Nove trgovine Lumera u Splitu i Milanu",
      hu: "Új Lumera üzletek Splitben és Milánóban",
      en: "New Lumera shops in Split and Milan",
      de: "Neue Lumera-Geschäfte in Split und Mailand",
      it: "Nuovi negozi Lumera a Spalato e Milano",
      cs: "Nové prodejny Lumera ve Splitu a Miláně",
    },
    slug: {
      sl: "novi-trgovini-split-milano",
      hr: "nove-trgovine-split-milano",
      hu: "uj-uzletek-split-milano",
      en: "new-shops-split-milan",
      de: "neue-geschaefte-split-mailand",
      it: "nuovi-negozi-spalato-milano",
      cs: "nove-prodejny-split-milan",
    },
    excerpt: {
      sl: "Od marca lahko naročila prevzamete v še dveh trgovinah Lumera. Prevzem je brezplačen, paket pa je običajno pripravljen v enem do treh delovnih dneh.",
      hr: "Od ožujka narudžbe možete preuzeti u još dvije trgovine Lumera. Preuzimanje je besplatno, a paket je obično spreman u roku od jednog do tri radna dana.",
      hu: "Márciustól két újabb Lumera üzletben is átveheti rendeléseit. Az átvétel ingyenes, a csomag pedig általában egy–három munkanapon belül megérkezik.",
      en: "From March you can collect your orders in two more Lumera shops. Pickup is free, and your parcel is usually ready within one to three working days.",
      de: "Ab März können Sie Ihre Bestellungen in zwei weiteren Lumera-Geschäften abholen. Die Abholung ist kostenlos, und Ihr Paket liegt meist innerhalb von ein bis drei Werktagen bereit.",
      it: "Da marzo puoi ritirare i tuoi ordini in altri due negozi Lumera. Il ritiro è gratuito e il pacco di solito è pronto in 1-3 giorni lavorativi.",
      cs: "Od března si můžete objednávky vyzvednout ve dvou dalších prodejnách Lumera. Vyzvednutí je zdarma a balík bývá připraven do jednoho až tří pracovních dnů.",
    },
    body: {
      sl: [
        "Z veseljem sporočamo, da se naša družina trgovin širi. Marca odpiramo dve novi trgovini Lumera: eno na Marmontovi ulici v središču Splita in drugo na ulici Via Paolo Sarpi v Milanu. V obeh boste našli celotno ponudbo naravne kozmetike, sveč in čajev, obe pa sta tudi prevzemni mesti za spletna naročila.",
        "Prevzem naročila v trgovini je brezplačen. Želeno trgovino preprosto izberite v blagajni. Ko paket prispe, običajno v enem do treh delovnih dneh, vas o tem obvestimo po e-pošti in s sporočilom SMS. Prinesite številko naročila ali pokažite sporočilo na telefonu; paket za vas hranimo deset dni.",
        "V trgovinah lahko sveče in difuzorje pred nakupom tudi povonjate, preizkusite kreme iz testerjev in se posvetujete o pravi negi za svojo kožo. Naslovi in delovni čas vseh naših trgovin so navedeni na dnu vsake strani. Veselimo se vašega obiska!",
      ],
      hr: [
        "S veseljem objavljujemo da se naša obitelj trgovina širi. U ožujku otvaramo dvije nove trgovine Lumera: jednu u Marmontovoj ulici u središtu Splita i drugu u ulici Via Paolo Sarpi u Milanu. U objema ćete pronaći cijelu našu ponudu prirodne kozmetike, svijeća i čajeva, a obje su ujedno i mjesta preuzimanja internetskih narudžbi.",
        "Preuzimanje narudžbe u trgovini je besplatno. Željenu trgovinu jednostavno odaberite na blagajni. Čim paket stigne, obično u roku od jednog do tri radna dana, obavijestit ćemo vas e-poštom i SMS porukom. Ponesite broj narudžbe ili pokažite poruku na mobitelu, a paket ćemo za vas čuvati deset dana.",
        "U trgovinama prije kupnje možete i pomirisati svijeće i difuzore, isprobati kreme iz testera te zatražiti savjet o pravoj njezi za svoju kožu. Adrese i radno vrijeme svih naših trgovina navedeni su pri dnu svake stranice. Veselimo se vašem posjetu!",
      ],
      hu: [
        "Örömmel jelentjük be, hogy üzleteink családja tovább bővül. Márciusban két új Lumera üzletet nyitunk: az egyiket Split belvárosában, a Marmontova utcában, a másikat Milánóban, a Via Paolo Sarpin. Mindkettőben megtalálja natúrkozmetikumaink, gyertyáink és teáink teljes kínálatát, és mindkettő az online rendelések átvevőhelyeként is működik.",
        "A rendelés átvétele az üzletben ingyenes. A pénztárban egyszerűen válassza ki a kívánt üzletet. Amint a csomag megérkezik – általában egy–három munkanapon belül –, e-mailben és SMS-ben értesítjük. Hozza magával a rendelésszámot, vagy mutassa meg az üzenetet a telefonján; a csomagot tíz napig őrizzük Önnek.",
        "Üzleteinkben vásárlás előtt meg is szagolhatja a gyertyákat és az illatosítókat, kipróbálhatja a krémeket a testerekből, és tanácsot kérhet a bőrének megfelelő ápolásról. Valamennyi üzletünk címét és nyitvatartását minden oldal alján megtalálja. Szeretettel várjuk!",
      ],
      en: [
        "We are happy to announce that our family of shops is growing. In March we are opening two new Lumera shops: one on Marmontova Street in the centre of Split and one on Via Paolo Sarpi in Milan. Both stock our full range of natural cosmetics, candles and teas, and both serve as pickup points for online orders.",
        "Collecting an order in a shop is free of charge. Simply choose your preferred shop at checkout. As soon as the parcel arrives, usually within one to three working days, we will let you know by e-mail and text message. Bring your order number or show the message on your phone, and we will keep the parcel for you for ten days.",
        "In our shops you can also smell candles and diffusers before you buy, try creams from testers and ask for advice on the right care for your skin. The addresses and opening hours of all our shops are listed at the bottom of every page. We look forward to your visit!",
      ],
      de: [
        "Wir freuen uns, Ihnen mitzuteilen, dass unsere Geschäftsfamilie wächst. Im März eröffnen wir zwei neue Lumera-Geschäfte: eines in der Marmontova-Straße im Zentrum von Split und eines in der Via Paolo Sarpi in Mailand. Beide führen unser gesamtes Sortiment an Naturkosmetik, Kerzen und Tees, und beide sind Abholstellen für Online-Bestellungen.",
        "Die Abholung im Geschäft ist kostenlos. Wählen Sie im Bestellvorgang einfach das gewünschte Geschäft aus. Sobald das Paket eintrifft, meist innerhalb von ein bis drei Werktagen, benachrichtigen wir Sie per E-Mail und SMS. Bringen Sie die Bestellnummer mit oder zeigen Sie die Nachricht auf Ihrem Handy, und wir bewahren das Paket zehn Tage lang für Sie auf.",
        "In unseren Geschäften können Sie Kerzen und Diffuser vor dem Kauf auch riechen, Cremes an Testern ausprobieren und sich zur passenden Pflege für Ihre Haut beraten lassen. Adressen und Öffnungszeiten aller Geschäfte finden Sie am Ende jeder Seite. Wir freuen uns auf Ihren Besuch!",
      ],
      it: [
        "Siamo felici di annunciare che la nostra famiglia di negozi si allarga. A marzo apriamo due nuovi negozi Lumera: uno in via Marmontova, nel centro di Spalato, e uno in via Paolo Sarpi a Milano. In entrambi trovi tutta la nostra offerta di cosmetici naturali, candele e tè, ed entrambi sono punti di ritiro per gli ordini online.",
        "Ritirare un ordine in negozio è gratuito. Basta scegliere il negozio preferito al momento del checkout. Appena il pacco arriva, di solito in 1-3 giorni lavorativi, ti avvisiamo via e-mail e SMS. Porta con te il numero d'ordine o mostra il messaggio sul telefono: conserviamo il pacco per te per dieci giorni.",
        "Nei negozi puoi anche annusare candele e diffusori prima dell'acquisto, provare le creme dai tester e chiedere consiglio sulla cura più adatta alla tua pelle. Indirizzi e orari di apertura di tutti i nostri negozi sono riportati in fondo a ogni pagina. Ti aspettiamo!",
      ],
      cs: [
        "S radostí oznamujeme, že se naše rodina prodejen rozrůstá. V březnu otevíráme dvě nové prodejny Lumera: jednu v Marmontově ulici v centru Splitu a druhou v ulici Via Paolo Sarpi v Miláně. V obou najdete celou naši nabídku přírodní kosmetiky, svíček a čajů a obě slouží také jako výdejní místa pro online objednávky.",
        "Vyzvednutí objednávky v prodejně je zdarma. Stačí v pokladně vybrat prodejnu, která vám vyhovuje. Jakmile balík dorazí, obvykle do jednoho až tří pracovních dnů, dáme vám vědět e-mailem a SMS. Přineste číslo objednávky nebo ukažte zprávu v telefonu; balík vám podržíme deset dní.",
        "V prodejnách si také můžete svíčky a difuzéry před nákupem přivonět, vyzkoušet krémy z testerů a poradit se o vhodné péči o svou pleť. Adresy a otevírací doby všech našich prodejen najdete v zápatí každé stránky. Těšíme se na vaši návštěvu!",
      ],
    },
  },
  {
    key: "plant_a_tree",
    category: "shop_news",
    date: "2026-04-22",
    title: {
      sl: "Z vašim naročilom posadimo drevo",
      hr: "Posadite stablo uz svoju narudžbu",
      hu: "Ültessen fát a rendelésével!",
      en: "Plant a tree with your order",
      de: "Mit Ihrer Bestellung einen Baum pflanzen",
      it: "Pianta un albero con il tuo ordine",
      cs: "Zasaďte strom se svou objednávkou",
    },
    slug: {
      sl: "z-narocilom-posadimo-drevo",
      hr: "posadite-stablo-uz-narudzbu",
      hu: "ultessen-fat-a-rendelesevel",
      en: "plant-a-tree-with-your-order",
      de: "baum-pflanzen-mit-ihrer-bestellung",
      it: "pianta-un-albero-con-il-tuo-ordine",
      cs: "zasadte-strom-s-objednavkou",
    },
    excerpt: {
      sl: "Za majhen prispevek v blagajni posadimo avtohtono drevo v slovenskem ali hrvaškem gozdu, ki so ga poškodovala neurja. Takole poteka naš program.",
      hr: "Za mali prilog na blagajni posadit ćemo autohtono stablo u slovenskoj ili hrvatskoj šumi koju su oštetile oluje. Evo kako program funkcionira.",
      hu: "Egy kis hozzájárulásért a pénztárban őshonos fát ültetünk egy viharok által megrongált szlovén vagy horvát erdőben. Így működik a program.",
      en: "For a small contribution at checkout, we plant a native tree in a Slovenian or Croatian forest damaged by storms. Here is how the programme works.",
      de: "Für einen kleinen Beitrag an der Kasse pflanzen wir einen heimischen Baum in einem von Stürmen geschädigten Wald in Slowenien oder Kroatien. So funktioniert das Programm.",
      it: "Con un piccolo contributo al checkout piantiamo un albero autoctono in un bosco sloveno o croato danneggiato dalle tempeste. Ecco come funziona il programma.",
      cs: "Za malý příspěvek v pokladně zasadíme původní strom ve slovinském nebo chorvatském lese poškozeném bouřemi. Takto program funguje.",
    },
    body: {
      sl: [
        "Neurja in podlubniki so v zadnjih letih poškodovali obsežne gozdne površine v Sloveniji in na Hrvaškem. Skupaj z lokalnimi gozdarji jih pomagamo obnavljati. V blagajni naše slovenske in hrvaške trgovine lahko naročilu dodate sajenje drevesa, mi pa v vašem imenu posadimo avtohtono sadiko, na primer bukev, hrast, gorski javor ali jelko.",
        "Sadimo dvakrat na leto, spomladi in jeseni, ko imajo mlada drevesa največ možnosti, da se primejo. Gozdarji vrste izberejo glede na posamezno rastišče, da bo novi gozd mešan in odpornejši proti suši in škodljivcem. Prvih nekaj let sadike varujejo pred divjadjo, okoli njih pa redno odstranjujejo podrast, ki jim jemlje svetlobo.",
        "Lani so naše stranke prispevale za več kot štiri tisoč dreves. Enkrat na leto objavimo kratko poročilo s fotografijami s krajev sajenja, da lahko vidite, kaj je omogočil vaš prispevek. Če želite razveseliti še koga drugega, dodajte darilno zavijanje: izdelke zavijemo v reciklirani papir in jih povežemo z bombažnim trakom.",
      ],
      hr: [
        "Oluje i potkornjaci posljednjih su godina oštetili velike šumske površine u Sloveniji i Hrvatskoj. Zajedno s lokalnim šumarima pomažemo ih obnoviti. Na blagajni naše slovenske i hrvatske trgovine narudžbi možete dodati sadnju stabla, a mi ćemo u vaše ime posaditi autohtonu sadnicu, primjerice bukvu, hrast, gorski javor ili jelu.",
        "Sadimo dvaput godišnje, u proljeće i jesen, kad mlada stabla imaju najviše izgleda da se prime. Šumari biraju vrste prema svakom pojedinom staništu, kako bi nova šuma bila mješovita i otpornija na sušu i štetnike. Prvih nekoliko godina sadnice se štite od divljači i redovito čiste od podrasta koji im konkurira.",
        "Prošle su godine naši kupci pridonijeli sadnji više od četiri tisuće stabala. Jednom godišnje objavljujemo kratko izvješće s fotografijama s mjesta sadnje, kako biste vidjeli što je omogućio vaš prilog. A ako želite razveseliti i nekoga drugoga, dodajte naše poklon-pakiranje: proizvode umatamo u reciklirani papir i vežemo pamučnom vrpcom.",
      ],
      hu: [
        "Az elmúlt években viharok és szúbogarak nagy erdőterületeket rongáltak meg Szlovéniában és Horvátországban. Helyi erdészekkel együtt segítünk ezek helyreállításában. Szlovén és horvát webáruházunk pénztárában faültetést is hozzáadhat a rendeléséhez, mi pedig az Ön nevében elültetünk egy őshonos csemetét, például bükköt, tölgyet, hegyi juhart vagy jegenyefenyőt.",
        "Évente kétszer, tavasszal és ősszel ültetünk, amikor a fiatal fáknak a legnagyobb esélyük van a megeredésre. Az erdészek minden termőhelyhez az oda illő fafajokat választják, hogy az új erdő elegyes és ellenállóbb legyen a szárazsággal és a kártevőkkel szemben. Az első években a csemetéket védik a vadrágástól, és rendszeresen megtisztítják a versengő aljnövényzettől.",
        "Tavaly vásárlóink több mint négyezer fa elültetéséhez járultak hozzá. Évente egyszer rövid beszámolót teszünk közzé fényképekkel az ültetési helyszínekről, hogy lássa, mit tett lehetővé a hozzájárulása. Ha pedig valaki mást is meglepne, kérje ajándékcsomagolásunkat: a termékeket újrahasznosított papírba csomagoljuk, és pamutszalaggal kötjük át.",
      ],
      en: [
        "In recent years storms and bark beetles have damaged large areas of forest in Slovenia and Croatia. Together with local foresters, we are helping to restore them. At checkout in our Slovenian and Croatian shops, you can add tree planting to your order, and we will plant a native sapling, such as a beech, an oak, a sycamore or a silver fir, on your behalf.",
        "Planting takes place twice a year, in spring and autumn, when young trees have the best chance of taking root. The foresters choose the species to suit each site, so that the new forest is mixed and more resistant to drought and pests. For the first few years, the saplings are protected from deer and kept free of competing undergrowth.",
        "Last year our customers paid for more than four thousand trees. Once a year we publish a short report with photos from the planting sites, so you can see what your contribution has achieved. And if you would like to make someone else happy too, add our gift wrapping: we wrap your products in recycled paper and tie them with a cotton ribbon.",
      ],
      de: [
        "Stürme und Borkenkäfer haben in den letzten Jahren große Waldflächen in Slowenien und Kroatien geschädigt. Gemeinsam mit örtlichen Förstern helfen wir, sie wieder aufzuforsten. In unseren slowenischen und kroatischen Shops können Sie Ihrer Bestellung an der Kasse eine Baumpflanzung hinzufügen, und wir setzen in Ihrem Namen einen heimischen Setzling, etwa eine Buche, eine Eiche, einen Bergahorn oder eine Weißtanne.",
        "Gepflanzt wird zweimal im Jahr, im Frühling und im Herbst, wenn junge Bäume die besten Chancen haben anzuwachsen. Die Förster wählen die Baumarten passend zum jeweiligen Standort, damit ein Mischwald entsteht, der Trockenheit und Schädlingen besser standhält. In den ersten Jahren werden die Setzlinge vor Wildverbiss geschützt und von konkurrierendem Unterwuchs freigehalten.",
        "Im vergangenen Jahr haben unsere Kundinnen und Kunden mehr als viertausend Bäume ermöglicht. Einmal im Jahr veröffentlichen wir einen kurzen Bericht mit Fotos von den Pflanzflächen, damit Sie sehen, was Ihr Beitrag bewirkt hat. Und wenn Sie auch jemand anderem eine Freude machen möchten, wählen Sie unsere Geschenkverpackung: Wir schlagen die Produkte in Recyclingpapier ein und binden sie mit einem Baumwollband.",
      ],
      it: [
        "Negli ultimi anni tempeste e bostrico hanno danneggiato vaste aree boschive in Slovenia e in Croazia. Insieme ai forestali locali contribuiamo a ripristinarle. Nei nostri negozi online sloveno e croato puoi aggiungere all'ordine la piantumazione di un albero e noi pianteremo a tuo nome una giovane pianta autoctona, come un faggio, una quercia, un acero di monte o un abete bianco.",
        "Piantiamo due volte l'anno, in primavera e in autunno, quando i giovani alberi hanno le migliori probabilità di attecchire. I forestali scelgono le specie in base a ciascun sito, perché il nuovo bosco sia misto e più resistente alla siccità e ai parassiti. Nei primi anni le piantine vengono protette dagli ungulati e liberate dalla vegetazione che le soffoca.",
        "L'anno scorso i nostri clienti hanno contribuito a piantare più di quattromila alberi. Una volta all'anno pubblichiamo un breve resoconto con le foto dei luoghi di piantumazione, così puoi vedere che cosa ha reso possibile il tuo contributo. E se vuoi fare felice anche qualcun altro, aggiungi la nostra confezione regalo: avvolgiamo i prodotti in carta riciclata e li leghiamo con un nastro di cotone.",
      ],
      cs: [
        "Bouře a kůrovec v posledních letech poškodily rozsáhlé lesní plochy ve Slovinsku a Chorvatsku. Společně s místními lesníky je pomáháme obnovovat. V pokladně našeho slovinského a chorvatského e-shopu můžete k objednávce přidat výsadbu stromu a my za vás zasadíme sazenici původní dřeviny, například buku, dubu, javoru klenu nebo jedle bělokoré.",
        "Sázíme dvakrát ročně, na jaře a na podzim, kdy mají mladé stromky největší šanci se ujmout. Lesníci volí dřeviny podle konkrétního stanoviště, aby byl nový les smíšený a odolnější vůči suchu a škůdcům. Prvních několik let jsou sazenice chráněny před okusem zvěří a pravidelně zbavovány konkurenčního podrostu.",
        "Loni naši zákazníci přispěli k výsadbě více než čtyř tisíc stromů. Jednou ročně zveřejňujeme krátkou zprávu s fotografiemi z míst výsadby, abyste viděli, co váš příspěvek umožnil. A pokud chcete udělat radost i někomu jinému, přidejte naše dárkové balení: produkty zabalíme do recyklovaného papíru a převážeme bavlněnou stuhou.",
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// CMS pages
// ---------------------------------------------------------------------------------------------

export const cmsPages: CmsPageSeed[] = [
  {
    key: "about",
    title: { sl: "O nas", hr: "O nama", hu: "Rólunk", en: "About us", de: "Über uns", it: "Chi siamo", cs: "O nás" },
    slug: { sl: "o-nas", hr: "o-nama", hu: "rolunk", en: "about-us", de: "ueber-uns", it: "chi-siamo", cs: "o-nas" },
    metaDescription: {
      sl: "Lumera je spletna trgovina z naravno kozmetiko, dišavami za dom in izdelki za dobro počutje iz Ljubljane, s trgovinami v šestih državah.",
      hr: "Lumera je internetska trgovina prirodne kozmetike, mirisa za dom i proizvoda za zdravlje iz Ljubljane, s trgovinama u šest zemalja.",
      hu: "A Lumera ljubljanai webáruház natúrkozmetikumokkal, lakásillatokkal és egészségtermékekkel, hat országban működő üzletekkel.",
      en: "Lumera is an online shop for natural cosmetics, home fragrance and wellness from Ljubljana, with shops in six countries.",
      de: "Lumera ist ein Onlineshop für Naturkosmetik, Raumduft und Wohlbefinden aus Ljubljana – mit Geschäften in sechs Ländern.",
      it: "Lumera è un negozio online di cosmetici naturali, profumi per la casa e benessere nato a Lubiana, con negozi in sei Paesi.",
      cs: "Lumera je e-shop s přírodní kosmetikou, bytovými vůněmi a produkty pro zdraví z Lublaně, s prodejnami v šesti zemích.",
    },
    body: {
      sl: [
        "Lumera je nastala leta 2016 kot majhna trgovina v središču Ljubljane, kjer smo prodajali naravna mila in sveče lokalnih izdelovalcev. Danes dostavljamo kupcem po vsej Evropi in imamo trgovine v Ljubljani, Mariboru, Zagrebu, Splitu, Budimpešti, Pragi, na Dunaju in v Milanu. Naša zamisel pa je ostala enaka: izdelki za vsak dan, ki so dobri za vas in prijazni do narave.",
        "Vsak izdelek izberemo sami. Pogledamo seznam sestavin, izvor surovin, embalažo in to, kako proizvajalec ravna z ljudmi in okoljem. Prednost dajemo malim in srednje velikim evropskim proizvajalcem, certificirani naravni in ekološki kozmetiki ter izdelkom, ki jih je mogoče ponovno napolniti, reciklirati ali uporabljati vrsto let.",
        "Naročila pakiramo v reciklirano lepenko in papir brez plastičnih polnil, naše osrednje skladišče v Ljubljani pa deluje z električno energijo iz obnovljivih virov. Skupaj s strankami sadimo tudi drevesa v gozdovih, ki so jih poškodovala neurja.",
        "Za Lumero stoji ekipa štiridesetih ljudi, ki imajo svoje delo radi. Če imate vprašanje, predlog ali izdelek, ki bi ga radi videli v naši ponudbi, nam pišite: preberemo vsako sporočilo.",
      ],
      hr: [
        "Lumera je nastala 2016. kao mala trgovina u središtu Ljubljane u kojoj smo prodavali prirodne sapune i svijeće lokalnih proizvođača. Danas dostavljamo kupcima diljem Europe i imamo trgovine u Ljubljani, Mariboru, Zagrebu, Splitu, Budimpešti, Pragu, Beču i Milanu. Naša je ideja ipak ostala ista: proizvodi za svaki dan koji su dobri za vas i za prirodu.",
        "Svaki proizvod biramo sami. Gledamo popis sastojaka, podrijetlo sirovina, ambalažu i to kako se proizvođač odnosi prema ljudima i okolišu. Prednost dajemo malim i srednjim europskim proizvođačima, certificiranoj prirodnoj i ekološkoj kozmetici te proizvodima koji se mogu ponovno napuniti, reciklirati ili koristiti mnogo godina.",
        "Narudžbe pakiramo u reciklirani karton i papir bez plastičnih punila, a naše središnje skladište u Ljubljani radi na električnu energiju iz obnovljivih izvora. Zajedno s kupcima sadimo i stabla u šumama koje su oštetile oluje.",
        "Iza Lumere stoji tim od četrdeset ljudi koji vole svoj posao. Ako imate pitanje, prijedlog ili proizvod koji biste voljeli vidjeti u našoj ponudi, pišite nam: čitamo svaku poruku.",
      ],
      hu: [
        "A Lumera 2016-ban kis belvárosi üzletként indult Ljubljanában, ahol helyi készítők natúr szappanjait és gyertyáit árultuk. Ma egész Európába szállítunk, üzleteink pedig Ljubljanában, Mariborban, Zágrábban, Splitben, Budapesten, Prágában, Bécsben és Milánóban várják a vásárlókat. Az alapgondolatunk azonban ugyanaz maradt: olyan mindennapi termékek, amelyek jót tesznek Önnek, és kímélik a természetet.",
        "Minden terméket magunk választunk ki. Megnézzük az összetevőlistát, a nyersanyagok eredetét, a csomagolást, és azt, hogyan bánik a gyártó az emberekkel és a környezettel. Előnyben részesítjük a kis- és közepes méretű európai gyártókat, a minősített natúr- és biokozmetikumokat, valamint az újratölthető, újrahasznosítható vagy sok évig használható termékeket.",
        "A rendeléseket újrahasznosított kartonba és papírba csomagoljuk, műanyag töltőanyag nélkül, ljubljanai központi raktárunk pedig megújuló forrásból származó árammal működik. Vásárlóinkkal együtt fákat is ültetünk a viharok által megrongált erdőkben.",
        "A Lumera mögött egy negyvenfős csapat áll, amely szereti, amit csinál. Ha kérdése vagy javaslata van, esetleg olyan terméket látna szívesen a kínálatunkban, amely még hiányzik, írjon nekünk: minden üzenetet elolvasunk.",
      ],
      en: [
        "Lumera began in 2016 as a small shop in the centre of Ljubljana selling natural soaps and candles from local makers. Today we deliver to customers across Europe and have shops in Ljubljana, Maribor, Zagreb, Split, Budapest, Prague, Vienna and Milan. Our idea, however, has stayed the same: everyday products that are good for you and kind to nature.",
        "We choose every product ourselves. We look at the ingredient list, the origin of the raw materials, the packaging and the way the maker treats people and the environment. We favour small and medium-sized European producers, certified natural and organic cosmetics, and products that can be refilled, recycled or used for many years.",
        "We pack orders in recycled cardboard and paper without plastic fillers, and our central warehouse in Ljubljana runs on electricity from renewable sources. Together with our customers, we also plant trees in forests damaged by storms.",
        "Behind Lumera is a team of forty people who love what they do. If you have a question, a suggestion or a product you would like to see in our shop, write to us: we read every message.",
      ],
      de: [
        "Lumera begann 2016 als kleines Geschäft im Zentrum von Ljubljana, in dem wir Naturseifen und Kerzen von Herstellern aus der Region verkauften. Heute liefern wir in ganz Europa und haben Geschäfte in Ljubljana, Maribor, Zagreb, Split, Budapest, Prag, Wien und Mailand. Unsere Idee ist jedoch dieselbe geblieben: Produkte für jeden Tag, die Ihnen guttun und die Natur schonen.",
        "Jedes Produkt wählen wir selbst aus. Wir prüfen die Inhaltsstoffliste, die Herkunft der Rohstoffe, die Verpackung und den Umgang des Herstellers mit Menschen und Umwelt. Wir bevorzugen kleine und mittlere Hersteller aus Europa, zertifizierte Natur- und Biokosmetik sowie Produkte, die sich nachfüllen, recyceln oder viele Jahre lang verwenden lassen.",
        "Wir verpacken Bestellungen in Recyclingkarton und Papier ohne Füllmaterial aus Kunststoff, und unser Zentrallager in Ljubljana wird mit Strom aus erneuerbaren Quellen betrieben. Gemeinsam mit unseren Kundinnen und Kunden pflanzen wir außerdem Bäume in sturmgeschädigten Wäldern.",
        "Hinter Lumera steht ein Team von vierzig Menschen, die ihre Arbeit lieben. Wenn Sie eine Frage, eine Anregung oder einen Produktwunsch haben, schreiben Sie uns: Wir lesen jede Nachricht.",
      ],
      it: [
        "Lumera è nata nel 2016 come piccolo negozio nel centro di Lubiana, dove vendevamo saponi naturali e candele di artigiani locali. Oggi spediamo in tutta Europa e abbiamo negozi a Lubiana, Maribor, Zagabria, Spalato, Budapest, Praga, Vienna e Milano. La nostra idea, però, è rimasta la stessa: prodotti di uso quotidiano che fanno bene a te e rispettano la natura.",
        "Scegliamo personalmente ogni prodotto. Esaminiamo l'elenco degli ingredienti, l'origine delle materie prime, l'imballaggio e il modo in cui il produttore tratta le persone e l'ambiente. Privilegiamo piccoli e medi produttori europei, cosmetici naturali e biologici certificati e prodotti che si possono ricaricare, riciclare o usare per molti anni.",
        "Imballiamo gli ordini in cartone e carta riciclati, senza riempitivi di plastica, e il nostro magazzino centrale di Lubiana funziona con energia elettrica da fonti rinnovabili. Insieme ai nostri clienti piantiamo anche alberi nei boschi danneggiati dalle tempeste.",
        "Dietro Lumera c'è un team di quaranta persone che amano il proprio lavoro. Se hai una domanda, un suggerimento o un prodotto che vorresti trovare nel nostro negozio, scrivici: leggiamo ogni messaggio.",
      ],
      cs: [
        "Lumera vznikla v roce 2016 jako malý obchod v centru Lublaně, kde jsme prodávali přírodní mýdla a svíčky od místních výrobců. Dnes doručujeme zákazníkům po celé Evropě a máme prodejny v Lublani, Mariboru, Záhřebu, Splitu, Budapešti, Praze, Vídni a Miláně. Naše myšlenka ale zůstala stejná: výrobky pro každý den, které prospívají vám i přírodě.",
        "Každý produkt vybíráme sami. Díváme se na složení, původ surovin, obal a na to, jak se výrobce chová k lidem a k životnímu prostředí. Dáváme přednost malým a středním evropským výrobcům, certifikované přírodní a bio kosmetice a produktům, které lze znovu naplnit, recyklovat nebo používat mnoho let.",
        "Objednávky balíme do recyklovaného kartonu a papíru bez plastových výplní a náš centrální sklad v Lublani využívá elektřinu z obnovitelných zdrojů. Spolu se zákazníky také sázíme stromy v lesích poškozených bouřemi.",
        "Za Lumerou stojí tým čtyřiceti lidí, kteří mají svou práci rádi. Máte-li dotaz, návrh nebo produkt, který byste rádi viděli v naší nabídce, napište nám: čteme každou zprávu.",
      ],
    },
  },
  {
    key: "shipping",
    title: { sl: "Dostava", hr: "Dostava", hu: "Szállítás", en: "Shipping and delivery", de: "Versand und Lieferung", it: "Spedizione e consegna", cs: "Doprava a doručení" },
    slug: { sl: "dostava", hr: "dostava", hu: "szallitas", en: "shipping", de: "versand", it: "spedizione", cs: "doprava" },
    metaDescription: {
      sl: "Dostava v 1–3 delovnih dneh, brezplačna dostava za naročila nad pragom za brezplačno dostavo in brezplačen prevzem v naših trgovinah.",
      hr: "Dostava u roku od 1 do 3 radna dana, besplatna dostava za narudžbe iznad praga za besplatnu dostavu i besplatno preuzimanje u našim trgovinama.",
      hu: "Kiszállítás 1–3 munkanap alatt, ingyenes szállítás az értékhatár feletti rendeléseknél és ingyenes átvétel üzleteinkben.",
      en: "Delivery in 1–3 working days, free shipping above the free-shipping threshold and free pickup in our shops.",
      de: "Lieferung in 1–3 Werktagen, kostenloser Versand ab dem Mindestbestellwert und kostenlose Abholung in unseren Geschäften.",
      it: "Consegna in 1-3 giorni lavorativi, spedizione gratuita sopra la soglia di spedizione gratuita e ritiro gratuito nei nostri negozi.",
      cs: "Doručení do 1–3 pracovních dnů, doprava zdarma nad hranicí pro dopravu zdarma a bezplatné vyzvednutí v našich prodejnách.",
    },
    body: {
      sl: [
        "Naročila odpošiljamo ob delavnikih iz osrednjega skladišča v Ljubljani. Izdelke, ki so na zalogi, običajno dostavimo v 1–3 delovnih dneh po potrditvi naročila. Predvideni datum dostave je prikazan na strani vsakega izdelka in še enkrat v košarici, preden oddate naročilo.",
        "Nekatere izdelke nam proizvajalec pošlje neposredno, zato je pri njih dostava nekaj dni daljša. Če naročilo vsebuje izdelke z različnimi roki dostave, ga odpošljemo v enem paketu, ko je vse pripravljeno.",
        "Za naročila nad pragom za brezplačno dostavo je dostava brezplačna; znesek praga je prikazan v košarici. Pri manjših naročilih se strošek dostave izračuna v košarici glede na izbrani način dostave. Naročilo lahko brezplačno prevzamete tudi v kateri koli naši trgovini; ko bo pripravljeno, vas obvestimo po e-pošti in s sporočilom SMS.",
        "Ko paket zapusti naše skladišče, prejmete e-poštno sporočilo s povezavo za sledenje. Če vas kurir ne najde doma, vam pusti obvestilo in poskusi znova naslednji delovni dan ali pa paket odda v najbližji paketomat oziroma na prevzemno mesto.",
      ],
      hr: [
        "Narudžbe šaljemo radnim danima iz središnjeg skladišta u Ljubljani. Proizvodi koji su na zalihi obično se dostavljaju u roku od 1 do 3 radna dana od potvrde narudžbe. Očekivani datum dostave prikazan je na stranici svakog proizvoda i ponovno u košarici prije nego što dovršite narudžbu.",
        "Neke proizvode proizvođač šalje izravno nama, pa je za njih dostava nekoliko dana dulja. Ako narudžba sadrži proizvode s različitim rokovima dostave, šaljemo je u jednom paketu čim sve bude spremno.",
        "Za narudžbe iznad praga za besplatnu dostavu dostava je besplatna; iznos praga prikazan je u košarici. Za manje narudžbe trošak dostave izračunava se u košarici prema odabranom načinu dostave. Narudžbu možete besplatno preuzeti i u bilo kojoj našoj trgovini; čim bude spremna, obavijestit ćemo vas e-poštom i SMS porukom.",
        "Kad paket napusti naše skladište, primit ćete e-poruku s poveznicom za praćenje pošiljke. Ako vas dostavljač ne zatekne kod kuće, ostavit će obavijest i pokušati ponovno sljedećeg radnog dana ili će paket ostaviti u najbližem paketomatu ili na mjestu preuzimanja.",
      ],
      hu: [
        "A rendeléseket munkanapokon adjuk fel ljubljanai központi raktárunkból. A raktáron lévő termékeket általában a rendelés visszaigazolásától számított 1–3 munkanapon belül kézbesítjük. A várható kézbesítési dátum minden termékoldalon, majd a rendelés leadása előtt a kosárban is megjelenik.",
        "Egyes termékeket a gyártó közvetlenül nekünk küld, ezeknél a szállítás néhány nappal tovább tart. Ha a rendelésben eltérő szállítási idejű termékek vannak, egy csomagban küldjük el, amint minden összekészült.",
        "Az ingyenes szállítási értékhatár feletti rendeléseknél a szállítás díjtalan; az értékhatár összege a kosárban látható. Kisebb rendeléseknél a szállítási díjat a kosárban számítjuk ki a választott szállítási mód szerint. Rendelését bármelyik üzletünkben ingyenesen is átveheti; amint elkészült, e-mailben és SMS-ben értesítjük.",
        "Amint a csomag elhagyja raktárunkat, e-mailben elküldjük Önnek a nyomkövetési linket. Ha a futár nem találja otthon, értesítőt hagy, és a következő munkanapon újra megpróbálja a kézbesítést, vagy a csomagot a legközelebbi csomagautomatába, illetve átvevőhelyre viszi.",
      ],
      en: [
        "We ship orders on working days from our central warehouse in Ljubljana. Products in stock are usually delivered within 1–3 working days of your order being confirmed. The expected delivery date is shown on every product page and again in the basket before you complete your order.",
        "Some products are sent to us directly by the manufacturer, and for these delivery takes a few days longer. If your order contains products with different delivery times, we ship it in one parcel as soon as everything is ready.",
        "Shipping is free for orders above the free-shipping threshold; the threshold is shown in your basket. For smaller orders, the shipping cost is calculated in the basket according to the delivery method you choose. You can also collect your order free of charge in any of our shops; we will let you know by e-mail and text message as soon as it is ready.",
        "As soon as the parcel leaves our warehouse, you will receive an e-mail with a tracking link. If the courier does not find you at home, they will leave a notice and try again on the next working day, or leave the parcel at the nearest parcel locker or pickup point.",
      ],
      de: [
        "Wir versenden Bestellungen an Werktagen aus unserem Zentrallager in Ljubljana. Lagernde Produkte werden in der Regel innerhalb von 1–3 Werktagen nach der Bestellbestätigung zugestellt. Das voraussichtliche Lieferdatum sehen Sie auf jeder Produktseite und noch einmal im Warenkorb, bevor Sie die Bestellung abschließen.",
        "Einige Produkte schickt uns der Hersteller direkt zu; bei diesen dauert die Lieferung ein paar Tage länger. Enthält Ihre Bestellung Produkte mit unterschiedlichen Lieferzeiten, versenden wir sie in einem Paket, sobald alles bereit ist.",
        "Ab dem Mindestbestellwert für kostenlosen Versand liefern wir versandkostenfrei; den Betrag sehen Sie im Warenkorb. Bei kleineren Bestellungen werden die Versandkosten im Warenkorb je nach gewählter Versandart berechnet. Sie können Ihre Bestellung auch kostenlos in jedem unserer Geschäfte abholen; wir benachrichtigen Sie per E-Mail und SMS, sobald sie bereitliegt.",
        "Sobald das Paket unser Lager verlässt, erhalten Sie eine E-Mail mit einem Link zur Sendungsverfolgung. Trifft der Zustelldienst Sie nicht an, hinterlässt er eine Benachrichtigung und versucht es am nächsten Werktag erneut oder hinterlegt das Paket im nächstgelegenen Paketshop.",
      ],
      it: [
        "Spediamo gli ordini nei giorni lavorativi dal nostro magazzino centrale di Lubiana. I prodotti disponibili vengono di solito consegnati entro 1-3 giorni lavorativi dalla conferma dell'ordine. La data di consegna prevista è indicata in ogni pagina prodotto e di nuovo nel carrello, prima che tu completi l'ordine.",
        "Alcuni prodotti ci vengono inviati direttamente dal produttore e per questi la consegna richiede qualche giorno in più. Se l'ordine contiene prodotti con tempi di consegna diversi, lo spediamo in un unico pacco non appena tutto è pronto.",
        "La spedizione è gratuita per gli ordini sopra la soglia di spedizione gratuita, il cui importo è indicato nel carrello. Per gli ordini più piccoli, il costo di spedizione viene calcolato nel carrello in base al metodo di consegna scelto. Puoi anche ritirare gratuitamente l'ordine in uno qualsiasi dei nostri negozi: ti avvisiamo via e-mail e SMS appena è pronto.",
        "Quando il pacco lascia il nostro magazzino, ricevi un'e-mail con il link per tracciarlo. Se il corriere non ti trova a casa, lascia un avviso e riprova il giorno lavorativo successivo oppure deposita il pacco nel punto di ritiro più vicino.",
      ],
      cs: [
        "Objednávky odesíláme v pracovní dny z našeho centrálního skladu v Lublani. Zboží skladem obvykle doručíme do 1–3 pracovních dnů od potvrzení objednávky. Předpokládané datum doručení vidíte na stránce každého produktu a znovu v košíku, než objednávku dokončíte.",
        "Některé produkty nám výrobce posílá přímo, a proto u nich doručení trvá o několik dní déle. Pokud objednávka obsahuje produkty s různou dobou doručení, odešleme ji v jednom balíku, jakmile bude vše připraveno.",
        "U objednávek nad hranicí pro dopravu zdarma je doprava bezplatná; výši této hranice uvidíte v košíku. U menších objednávek se cena dopravy vypočítá v košíku podle zvoleného způsobu doručení. Objednávku si můžete zdarma vyzvednout také v kterékoli naší prodejně; jakmile bude připravena, dáme vám vědět e-mailem a SMS.",
        "Jakmile balík opustí náš sklad, pošleme vám e-mail s odkazem pro sledování zásilky. Pokud vás kurýr nezastihne doma, nechá vám oznámení a doručení zkusí znovu další pracovní den, nebo balík uloží do nejbližšího výdejního boxu či na výdejní místo.",
      ],
    },
  },
  {
    key: "returns",
    title: { sl: "Vračilo blaga", hr: "Povrat robe", hu: "Visszaküldés", en: "Returns and refunds", de: "Rückgabe und Erstattung", it: "Resi e rimborsi", cs: "Vrácení zboží" },
    slug: { sl: "vracilo-blaga", hr: "povrat-robe", hu: "visszakuldes", en: "returns", de: "rueckgabe", it: "resi-e-rimborsi", cs: "vraceni-zbozi" },
    metaDescription: {
      sl: "Nerabljene izdelke lahko vrnete v 30 dneh. Kupnino vrnemo najpozneje 14 dni po prejemu vračila.",
      hr: "Nekorištene proizvode možete vratiti u roku od 30 dana. Iznos kupnje vraćamo najkasnije 14 dana nakon primitka povrata.",
      hu: "A nem használt termékeket 30 napon belül visszaküldheti. A vételárat a visszaküldött termékek beérkezésétől számított 14 napon belül visszatérítjük.",
      en: "Return unused products within 30 days. We refund the purchase price within 14 days of receiving your return.",
      de: "Unbenutzte Produkte können Sie innerhalb von 30 Tagen zurückgeben. Den Kaufpreis erstatten wir binnen 14 Tagen nach Erhalt der Rücksendung.",
      it: "Puoi restituire i prodotti non utilizzati entro 30 giorni. Rimborsiamo il prezzo entro 14 giorni dal ricevimento del reso.",
      cs: "Nepoužité zboží můžete vrátit do 30 dnů. Peníze vrátíme nejpozději do 14 dnů od obdržení vráceného zboží.",
    },
    body: {
      sl: [
        "Če izdelek ne izpolni vaših pričakovanj, ga lahko brez navedbe razloga vrnete v 30 dneh od dostave. To je več kot dvakrat dlje od zakonskega roka za odstop od pogodbe, saj želimo, da nakupujete brez skrbi.",
        "Za vračilo izpolnite obrazec za vračilo v svojem uporabniškem računu ali nam pošljite e-poštno sporočilo s številko naročila in izdelki, ki jih vračate. Izdelke varno zapakirajte, najbolje v originalno embalažo, in jih pošljite na naslov našega skladišča v Ljubljani ali jih oddajte v kateri koli naši trgovini.",
        "Izdelki morajo biti nerabljeni in nepoškodovani. Iz higienskih razlogov ne moremo sprejeti kozmetike, prehranskih dopolnil in čajev z odprtim zaščitnim pečatom, razen če je izdelek pomanjkljiv. Stroške pošiljanja vračila krije kupec; vračilo v naši trgovini je brezplačno.",
        "Kupnino, vključno s prvotnimi stroški standardne dostave, vrnemo najpozneje 14 dni po prejemu vrnjenih izdelkov, in sicer na enak način, kot ste plačali naročilo. Če izdelek prispe poškodovan ali pomanjkljiv, nam to takoj sporočite in ga bomo zamenjali ali vam v celoti vrnili denar.",
      ],
      hr: [
        "Ako proizvod ne ispuni vaša očekivanja, možete ga vratiti bez navođenja razloga u roku od 30 dana od dostave. To je više nego dvostruko dulje od zakonskog roka za jednostrani raskid ugovora jer želimo da kupujete bez brige.",
        "Za povrat ispunite obrazac za povrat u svojem korisničkom računu ili nam pošaljite e-poruku s brojem narudžbe i proizvodima koje vraćate. Proizvode sigurno zapakirajte, po mogućnosti u originalnu ambalažu, i pošaljite ih na adresu našeg skladišta u Ljubljani ili ih predajte u bilo kojoj našoj trgovini.",
        "Proizvodi moraju biti nekorišteni i neoštećeni. Iz higijenskih razloga ne možemo primiti kozmetiku, dodatke prehrani i čajeve kojima je otvoren zaštitni pečat, osim ako je proizvod neispravan. Troškove slanja povrata snosi kupac; povrat u našoj trgovini je besplatan.",
        "Iznos kupnje, uključujući izvorni trošak standardne dostave, vraćamo najkasnije 14 dana nakon što primimo vraćene proizvode, i to na isti način na koji ste platili narudžbu. Ako proizvod stigne oštećen ili neispravan, odmah nam se javite i zamijenit ćemo ga ili vam vratiti cijeli iznos.",
      ],
      hu: [
        "Ha egy termék nem váltja be a hozzá fűzött reményeit, a kézbesítéstől számított 30 napon belül indoklás nélkül visszaküldheti. Ez több mint kétszerese a törvényes elállási határidőnek, mert szeretnénk, ha gond nélkül vásárolhatna.",
        "Visszaküldéshez töltse ki a visszaküldési űrlapot a fiókjában, vagy küldjön nekünk e-mailt a rendelésszámmal és a visszaküldött termékek megnevezésével. Csomagolja be biztonságosan a termékeket, lehetőleg az eredeti csomagolásukban, és küldje el őket ljubljanai raktárunk címére, vagy adja le őket bármelyik üzletünkben.",
        "A termékek nem lehetnek használtak vagy sérültek. Higiéniai okokból nem tudjuk visszavenni azokat a kozmetikumokat, étrend-kiegészítőket és teákat, amelyeknek a zárópecsétjét felbontották, kivéve, ha a termék hibás. A visszaküldés postaköltségét a vásárló viseli; üzleteinkben a visszavétel ingyenes.",
        "A vételárat – az eredeti normál szállítási díjjal együtt – legkésőbb 14 nappal a visszaküldött termékek beérkezése után visszatérítjük, ugyanazzal a fizetési móddal, amellyel a rendelést kifizette. Ha egy termék sérülten vagy hibásan érkezik, jelezze nekünk azonnal, és kicseréljük, vagy a teljes összeget visszatérítjük.",
      ],
      en: [
        "If a product does not meet your expectations, you can return it within 30 days of delivery without giving a reason. That is more than twice the statutory withdrawal period, because we want you to shop without worry.",
        "To return a product, fill in the return form in your account or send us an e-mail with your order number and the products you are returning. Pack them securely, preferably in the original packaging, and send them to our warehouse in Ljubljana or drop them off at any of our shops.",
        "Products must be unused and undamaged. For hygiene reasons, we cannot take back cosmetics, supplements or teas whose seal has been broken, unless the product is faulty. The cost of sending the return is borne by the customer; returning products in one of our shops is free.",
        "We will refund the purchase price, including the original standard shipping cost, no later than 14 days after we receive the returned products, using the same payment method you used for the order. If a product arrives damaged or faulty, contact us straight away and we will replace it or refund it in full.",
      ],
      de: [
        "Wenn ein Produkt Ihre Erwartungen nicht erfüllt, können Sie es innerhalb von 30 Tagen nach der Lieferung ohne Angabe von Gründen zurückgeben. Das ist mehr als doppelt so lange wie die gesetzliche Widerrufsfrist, denn Sie sollen bei uns ohne Sorgen einkaufen.",
        "Für eine Rücksendung füllen Sie das Rücksendeformular in Ihrem Kundenkonto aus oder schicken uns eine E-Mail mit Ihrer Bestellnummer und den Produkten, die Sie zurückgeben möchten. Verpacken Sie die Produkte sicher, am besten in der Originalverpackung, und senden Sie sie an unser Lager in Ljubljana oder geben Sie sie in einem unserer Geschäfte ab.",
        "Die Produkte müssen unbenutzt und unbeschädigt sein. Aus hygienischen Gründen können wir Kosmetik, Nahrungsergänzungsmittel und Tees mit geöffnetem Siegel nicht zurücknehmen, es sei denn, das Produkt ist mangelhaft. Die Kosten der Rücksendung tragen Sie; die Rückgabe in einem unserer Geschäfte ist kostenlos.",
        "Den Kaufpreis einschließlich der ursprünglichen Standardversandkosten erstatten wir spätestens 14 Tage nach Eingang der zurückgesandten Produkte, und zwar über dieselbe Zahlungsart, mit der Sie bestellt haben. Kommt ein Produkt beschädigt oder mangelhaft an, melden Sie sich bitte sofort: Wir ersetzen es oder erstatten den vollen Betrag.",
      ],
      it: [
        "Se un prodotto non soddisfa le tue aspettative, puoi restituirlo entro 30 giorni dalla consegna senza indicarne il motivo. È più del doppio del periodo di recesso previsto dalla legge, perché vogliamo che tu faccia acquisti senza pensieri.",
        "Per effettuare un reso, compila il modulo di reso nel tuo account oppure inviaci un'e-mail con il numero d'ordine e i prodotti che restituisci. Imballa i prodotti con cura, possibilmente nella confezione originale, e spediscili all'indirizzo del nostro magazzino di Lubiana oppure consegnali in uno dei nostri negozi.",
        "I prodotti devono essere integri e non utilizzati. Per motivi igienici non possiamo accettare cosmetici, integratori e tè con il sigillo aperto, a meno che il prodotto non sia difettoso. Le spese di spedizione del reso sono a carico del cliente; il reso in uno dei nostri negozi è gratuito.",
        "Rimborsiamo il prezzo d'acquisto, comprese le spese di spedizione standard originarie, entro 14 giorni dal ricevimento dei prodotti resi, con lo stesso metodo di pagamento usato per l'ordine. Se un prodotto arriva danneggiato o difettoso, contattaci subito: lo sostituiremo o ti rimborseremo l'intero importo.",
      ],
      cs: [
        "Pokud produkt nesplní vaše očekávání, můžete ho do 30 dnů od doručení vrátit bez udání důvodu. To je víc než dvojnásobek zákonné lhůty pro odstoupení od smlouvy, protože chceme, abyste nakupovali bez obav.",
        "Pro vrácení vyplňte formulář pro vrácení zboží ve svém účtu nebo nám pošlete e-mail s číslem objednávky a produkty, které vracíte. Produkty bezpečně zabalte, nejlépe v původním obalu, a pošlete je na adresu našeho skladu v Lublani nebo je odevzdejte v kterékoli naší prodejně.",
        "Produkty musí být nepoužité a nepoškozené. Z hygienických důvodů nemůžeme přijmout kosmetiku, doplňky stravy a čaje s porušenou ochrannou pečetí, pokud nejde o vadný výrobek. Náklady na zaslání vráceného zboží nese zákazník; vrácení v naší prodejně je zdarma.",
        "Kupní cenu včetně původního poplatku za standardní dopravu vrátíme nejpozději do 14 dnů od obdržení vráceného zboží, a to stejným způsobem, jakým jste objednávku zaplatili. Pokud produkt dorazí poškozený nebo vadný, ozvěte se nám hned a vyměníme ho nebo vám vrátíme celou částku.",
      ],
    },
  },
  {
    key: "terms",
    title: { sl: "Splošni pogoji poslovanja", hr: "Opći uvjeti poslovanja", hu: "Általános szerződési feltételek", en: "Terms and conditions", de: "Allgemeine Geschäftsbedingungen", it: "Termini e condizioni", cs: "Obchodní podmínky" },
    slug: { sl: "splosni-pogoji", hr: "opci-uvjeti", hu: "aszf", en: "terms-and-conditions", de: "agb", it: "termini-e-condizioni", cs: "obchodni-podminky" },
    metaDescription: {
      sl: "Splošni pogoji spletne trgovine Lumera: naročila, cene, plačilo, dostava, odstop od pogodbe in reklamacije.",
      hr: "Opći uvjeti internetske trgovine Lumera: narudžbe, cijene, plaćanje, dostava, jednostrani raskid ugovora i reklamacije.",
      hu: "A Lumera webáruház általános szerződési feltételei: rendelés, árak, fizetés, szállítás, elállás és panaszkezelés.",
      en: "General terms and conditions of the Lumera online shop: orders, prices, payment, delivery, withdrawal and complaints.",
      de: "Allgemeine Geschäftsbedingungen des Lumera-Onlineshops: Bestellung, Preise, Zahlung, Lieferung, Rücktritt und Reklamationen.",
      it: "Condizioni generali di vendita del negozio online Lumera: ordini, prezzi, pagamento, consegna, recesso e reclami.",
      cs: "Obchodní podmínky e-shopu Lumera: objednávky, ceny, platba, doručení, odstoupení od smlouvy a reklamace.",
    },
    body: {
      sl: [
        "Ti splošni pogoji veljajo za vse nakupe v spletni trgovini Lumera. Prodajalec je Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana - Črnuče, Slovenija, matična številka 8421357000, ID za DDV SI84213579. Z oddajo naročila potrjujete, da ste se s pogoji seznanili in jih sprejemate.",
        "Prodajna pogodba je sklenjena, ko vam naročilo potrdimo po e-pošti. Vse cene so navedene v valuti izbrane trgovine in vključujejo DDV, stroški dostave pa so prikazani posebej, preden oddate naročilo. Plačate lahko s kartico, z bančnim nakazilom ali po povzetju; razpoložljivi načini plačila so odvisni od države dostave.",
        "Kot potrošnik imate pravico, da v 14 dneh od dostave brez navedbe razloga odstopite od pogodbe; pri Lumeri je ta rok podaljšan na 30 dni. Pogoji in postopek so opisani na strani Vračilo blaga. Vaše zakonske pravice v primeru neskladnega blaga veljajo v celoti.",
        "Vsako pritožbo si prizadevamo rešiti sporazumno. Pišite nam na hello@lumera.shop in odgovorili vam bomo v dveh delovnih dneh. Če dogovora ne dosežemo, se lahko obrnete na izvajalca izvensodnega reševanja potrošniških sporov ali na pristojno sodišče.",
      ],
      hr: [
        "Ovi opći uvjeti primjenjuju se na sve kupnje u internetskoj trgovini Lumera. Prodavatelj je Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenija, matični broj 8421357000, PDV ID SI84213579. Slanjem narudžbe potvrđujete da ste pročitali ove uvjete i da ih prihvaćate.",
        "Kupoprodajni ugovor sklopljen je kad vam narudžbu potvrdimo e-poštom. Sve cijene iskazane su u valuti odabrane trgovine i uključuju PDV, a troškovi dostave prikazuju se zasebno prije dovršetka narudžbe. Možete platiti karticom, bankovnom uplatom ili pouzećem; dostupni načini plaćanja ovise o zemlji dostave.",
        "Kao potrošač imate pravo jednostrano raskinuti ugovor u roku od 14 dana od dostave bez navođenja razloga; u Lumeri je taj rok produljen na 30 dana. Uvjeti i postupak opisani su na stranici Povrat robe. Vaša zakonska prava u slučaju neusklađene robe vrijede u cijelosti.",
        "Svaku pritužbu nastojimo riješiti sporazumno. Pišite nam na hello@lumera.shop i odgovorit ćemo u roku od dva radna dana. Ako ne postignemo dogovor, možete se obratiti tijelu za izvansudsko rješavanje potrošačkih sporova ili nadležnom sudu.",
      ],
      hu: [
        "Ezek az általános szerződési feltételek a Lumera webáruházban történő minden vásárlásra vonatkoznak. Az eladó a Lumera d.o.o. (Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Szlovénia; cégjegyzékszám: 8421357000; közösségi adószám: SI84213579). A rendelés leadásával Ön megerősíti, hogy a feltételeket megismerte és elfogadja.",
        "Az adásvételi szerződés akkor jön létre, amikor rendelését e-mailben visszaigazoljuk. Minden ár a kiválasztott webáruház pénznemében értendő, és tartalmazza az áfát; a szállítási költséget a rendelés leadása előtt külön feltüntetjük. Fizethet bankkártyával, banki átutalással vagy utánvéttel; az elérhető fizetési módok a szállítási országtól függenek.",
        "Fogyasztóként a kézbesítéstől számított 14 napon belül indoklás nélkül elállhat a szerződéstől; a Lumeránál ez a határidő 30 nap. A feltételeket és az eljárást a Visszaküldés oldalon ismertetjük. A hibás teljesítés esetén Önt megillető jogszabályi jogok teljes körűen érvényesek.",
        "Minden panaszt igyekszünk békés úton rendezni. Írjon nekünk a hello@lumera.shop címre, és két munkanapon belül válaszolunk. Ha nem sikerül megegyeznünk, békéltető testülethez vagy az illetékes bírósághoz fordulhat.",
      ],
      en: [
        "These terms and conditions apply to all purchases in the Lumera online shop. The seller is Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenia, company registration number 8421357000, VAT ID SI84213579. By placing an order, you confirm that you have read and accept these terms.",
        "The contract of sale is concluded when we confirm your order by e-mail. All prices are shown in the currency of the selected shop and include VAT; shipping costs are shown separately before you complete your order. You can pay by card, by bank transfer or cash on delivery; the payment methods available depend on the country of delivery.",
        "As a consumer, you have the right to withdraw from the contract within 14 days of delivery without giving a reason; at Lumera, this period is extended to 30 days. The conditions and procedure are described on the Returns and refunds page. Your statutory rights in the event of faulty or non-conforming goods apply in full.",
        "We aim to resolve every complaint amicably. Write to us at hello@lumera.shop and we will reply within two working days. If we cannot reach an agreement, you may turn to an out-of-court consumer dispute resolution body or to the competent court.",
      ],
      de: [
        "Diese Allgemeinen Geschäftsbedingungen gelten für alle Einkäufe im Onlineshop von Lumera. Verkäuferin ist die Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slowenien, Registernummer 8421357000, UID-Nummer SI84213579. Mit Ihrer Bestellung bestätigen Sie, dass Sie diese Bedingungen gelesen haben und akzeptieren.",
        "Der Kaufvertrag kommt zustande, sobald wir Ihre Bestellung per E-Mail bestätigen. Alle Preise verstehen sich in der Währung des gewählten Shops inklusive Mehrwertsteuer; die Versandkosten werden vor dem Abschluss der Bestellung gesondert angezeigt. Sie können mit Karte, per Banküberweisung oder per Nachnahme bezahlen; welche Zahlungsarten verfügbar sind, hängt vom Lieferland ab.",
        "Als Verbraucherin oder Verbraucher haben Sie das Recht, innerhalb von 14 Tagen nach der Lieferung ohne Angabe von Gründen vom Vertrag zurückzutreten; bei Lumera verlängern wir diese Frist auf 30 Tage. Bedingungen und Ablauf sind auf der Seite „Rückgabe und Erstattung“ beschrieben. Ihre gesetzlichen Gewährleistungsrechte bleiben davon unberührt.",
        "Wir bemühen uns, jede Beschwerde einvernehmlich zu lösen. Schreiben Sie uns an hello@lumera.shop, wir antworten innerhalb von zwei Werktagen. Kommt keine Einigung zustande, können Sie sich an eine Schlichtungsstelle für Verbrauchergeschäfte oder an das zuständige Gericht wenden.",
      ],
      it: [
        "Le presenti condizioni generali si applicano a tutti gli acquisti effettuati nel negozio online Lumera. Il venditore è Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenia, numero di registrazione 8421357000, partita IVA SI84213579. Inviando un ordine confermi di aver letto e accettato queste condizioni.",
        "Il contratto di vendita si conclude quando confermiamo il tuo ordine via e-mail. Tutti i prezzi sono indicati nella valuta del negozio selezionato e comprendono l'IVA; le spese di spedizione sono mostrate separatamente prima del completamento dell'ordine. Puoi pagare con carta, con bonifico bancario o in contrassegno; i metodi disponibili dipendono dal Paese di consegna.",
        "In quanto consumatore hai il diritto di recedere dal contratto entro 14 giorni dalla consegna senza indicarne il motivo; da Lumera questo termine è esteso a 30 giorni. Condizioni e procedura sono descritte nella pagina Resi e rimborsi. Restano pienamente validi i tuoi diritti di garanzia legale in caso di prodotti difettosi o non conformi.",
        "Ci impegniamo a risolvere ogni reclamo in modo amichevole. Scrivici a hello@lumera.shop e ti risponderemo entro due giorni lavorativi. Se non troviamo un accordo, puoi rivolgerti a un organismo di risoluzione alternativa delle controversie dei consumatori o al tribunale competente.",
      ],
      cs: [
        "Tyto obchodní podmínky platí pro všechny nákupy v e-shopu Lumera. Prodávajícím je společnost Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovinsko, registrační číslo 8421357000, DIČ SI84213579. Odesláním objednávky potvrzujete, že jste se s podmínkami seznámili a souhlasíte s nimi.",
        "Kupní smlouva je uzavřena ve chvíli, kdy vám objednávku potvrdíme e-mailem. Všechny ceny jsou uvedeny v měně zvoleného e-shopu včetně DPH; cena dopravy se zobrazí zvlášť před dokončením objednávky. Zaplatit můžete kartou, bankovním převodem nebo na dobírku; dostupné způsoby platby závisí na zemi doručení.",
        "Jako spotřebitel máte právo odstoupit od smlouvy do 14 dnů od doručení bez udání důvodu; v Lumeře je tato lhůta prodloužena na 30 dnů. Podmínky a postup jsou popsány na stránce Vrácení zboží. Vaše zákonná práva z vadného plnění platí v plném rozsahu.",
        "Každou stížnost se snažíme vyřešit smírně. Napište nám na hello@lumera.shop a odpovíme do dvou pracovních dnů. Pokud se nedohodneme, můžete se obrátit na subjekt mimosoudního řešení spotřebitelských sporů nebo na příslušný soud.",
      ],
    },
  },
  {
    key: "privacy",
    title: { sl: "Varstvo osebnih podatkov", hr: "Zaštita privatnosti", hu: "Adatvédelmi tájékoztató", en: "Privacy policy", de: "Datenschutzerklärung", it: "Informativa sulla privacy", cs: "Ochrana osobních údajů" },
    slug: { sl: "varstvo-osebnih-podatkov", hr: "zastita-privatnosti", hu: "adatvedelem", en: "privacy-policy", de: "datenschutz", it: "informativa-privacy", cs: "ochrana-osobnich-udaju" },
    metaDescription: {
      sl: "Kako Lumera zbira, uporablja in varuje vaše osebne podatke, katere piškotke uporabljamo in katere pravice imate po Splošni uredbi o varstvu podatkov.",
      hr: "Kako Lumera prikuplja, koristi i štiti vaše osobne podatke, koje kolačiće koristimo i koja prava imate prema Općoj uredbi o zaštiti podataka.",
      hu: "Hogyan gyűjti, használja és védi a Lumera a személyes adatait, milyen sütiket használunk, és milyen jogai vannak a GDPR alapján.",
      en: "How Lumera collects, uses and protects your personal data, which cookies we use and what rights you have under the GDPR.",
      de: "Wie Lumera Ihre personenbezogenen Daten erhebt, verwendet und schützt, welche Cookies wir einsetzen und welche Rechte Sie nach der DSGVO haben.",
      it: "Come Lumera raccoglie, utilizza e protegge i tuoi dati personali, quali cookie usiamo e quali diritti hai ai sensi del GDPR.",
      cs: "Jak Lumera shromažďuje, používá a chrání vaše osobní údaje, jaké soubory cookie používáme a jaká máte práva podle GDPR.",
    },
    body: {
      sl: [
        "Upravljavec vaših osebnih podatkov je Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana - Črnuče, Slovenija. Osebne podatke obdelujemo v skladu s Splošno uredbo o varstvu podatkov (GDPR) in le v obsegu, ki je potreben za spodaj opisane namene. Naša pooblaščena oseba za varstvo podatkov je dosegljiva na naslovu privacy@lumera.shop.",
        "Vaše ime, naslov, e-poštni naslov, telefonsko številko in podatke o naročilu obdelujemo, da sklenemo in izpolnimo pogodbo, dostavimo paket in izpolnimo računovodske obveznosti. Podatke posredujemo le dostavnim službam, ponudnikom plačilnih storitev in drugim obdelovalcem, ki jih potrebujejo za izvedbo svojih storitev, račune pa hranimo tako dolgo, kot zahteva zakon.",
        "E-novice pošiljamo le z vašo privolitvijo, ki jo lahko kadar koli prekličete prek povezave v vsakem sporočilu. Naša spletna stran uporablja piškotke: nujni piškotki so potrebni za delovanje košarice in blagajne, analitične in oglaševalske piškotke pa nastavimo le, če jih dovolite v pasici za privolitev v piškotke. Svojo izbiro lahko kadar koli spremenite.",
        "Imate pravico do dostopa, popravka in izbrisa podatkov, do omejitve obdelave, do prenosljivosti podatkov in do ugovora obdelavi. Te pravice uveljavljate s sporočilom na privacy@lumera.shop. Če menite, da vaše podatke obdelujemo nezakonito, lahko vložite pritožbo pri Informacijskem pooblaščencu.",
      ],
      hr: [
        "Voditelj obrade vaših osobnih podataka je Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenija. Osobne podatke obrađujemo u skladu s Općom uredbom o zaštiti podataka (GDPR) i samo u opsegu potrebnom za niže opisane svrhe. Našem službeniku za zaštitu podataka možete se obratiti na privacy@lumera.shop.",
        "Vaše ime, adresu, adresu e-pošte, broj telefona i podatke o narudžbi obrađujemo kako bismo sklopili i izvršili ugovor, dostavili paket i ispunili računovodstvene obveze. Podatke dijelimo samo s dostavnim službama, pružateljima usluga plaćanja i drugim izvršiteljima obrade kojima su potrebni za pružanje njihovih usluga, a račune čuvamo onoliko dugo koliko to zakon zahtijeva.",
        "Promotivne obavijesti e-poštom šaljemo samo uz vašu privolu, koju možete u bilo kojem trenutku povući putem poveznice u svakoj poruci. Naša mrežna stranica koristi kolačiće: nužni kolačići potrebni su za rad košarice i blagajne, a analitički i marketinški kolačići postavljaju se samo ako ih dopustite u obavijesti o privoli za kolačiće. Svoj izbor možete promijeniti u bilo kojem trenutku.",
        "Imate pravo na pristup, ispravak i brisanje podataka, na ograničenje obrade, na prenosivost podataka i na prigovor na obradu. Ta prava ostvarujete porukom na privacy@lumera.shop. Ako smatrate da vaše podatke obrađujemo nezakonito, možete podnijeti pritužbu nadzornom tijelu za zaštitu osobnih podataka.",
      ],
      hu: [
        "Személyes adatainak adatkezelője a Lumera d.o.o. (Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Szlovénia). A személyes adatokat az általános adatvédelmi rendelettel (GDPR) összhangban, és csak az alább ismertetett célokhoz szükséges mértékben kezeljük. Adatvédelmi tisztviselőnket a privacy@lumera.shop címen érheti el.",
        "Nevét, címét, e-mail-címét, telefonszámát és rendelési adatait a szerződés megkötése és teljesítése, a csomag kézbesítése, valamint számviteli kötelezettségeink teljesítése érdekében kezeljük. Az adatokat csak a futárszolgálatokkal, a fizetési szolgáltatókkal és más adatfeldolgozókkal osztjuk meg, amelyeknek szolgáltatásuk nyújtásához szükségük van rájuk; a számlákat a jogszabályban előírt ideig őrizzük meg.",
        "Hírlevelet csak az Ön hozzájárulásával küldünk, amelyet bármikor visszavonhat az üzeneteinkben található hivatkozással. Weboldalunk sütiket használ: a kosár és a pénztár működéséhez elengedhetetlen sütikre van szükség, az analitikai és marketingcélú sütiket pedig csak akkor helyezzük el, ha ezt a sütik elfogadására szolgáló sávban engedélyezi. Döntését bármikor módosíthatja.",
        "Önnek joga van az adataihoz való hozzáféréshez, azok helyesbítéséhez és törléséhez, az adatkezelés korlátozásához, az adathordozhatósághoz, valamint ahhoz, hogy tiltakozzon az adatkezelés ellen. E jogait a privacy@lumera.shop címre írt üzenettel gyakorolhatja. Ha úgy véli, hogy adatait jogellenesen kezeljük, panaszt tehet az adatvédelmi felügyeleti hatóságnál.",
      ],
      en: [
        "The controller of your personal data is Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenia. We process personal data in accordance with the General Data Protection Regulation (GDPR) and only to the extent necessary for the purposes described below. You can contact our data protection officer at privacy@lumera.shop.",
        "We process your name, address, e-mail address, phone number and order details in order to conclude and fulfil the contract, deliver your parcel and meet our accounting obligations. We share this data only with carriers, payment providers and other processors who need it to provide their services, and we keep invoices for as long as the law requires.",
        "We send our newsletter only with your consent, which you can withdraw at any time using the link in every message. Our website uses cookies: essential cookies are needed for the basket and checkout to work, while analytics and marketing cookies are set only if you allow them in the cookie consent banner. You can change your choice at any time.",
        "You have the right to access, rectify and erase your data, to restrict its processing, to data portability and to object to processing. To exercise these rights, write to privacy@lumera.shop. If you believe that we are processing your data unlawfully, you can lodge a complaint with the data protection supervisory authority.",
      ],
      de: [
        "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten ist die Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slowenien. Wir verarbeiten personenbezogene Daten gemäß der Datenschutz-Grundverordnung (DSGVO) und nur in dem Umfang, der für die unten beschriebenen Zwecke erforderlich ist. Unseren Datenschutzbeauftragten erreichen Sie unter privacy@lumera.shop.",
        "Wir verarbeiten Ihren Namen, Ihre Anschrift, E-Mail-Adresse, Telefonnummer und Bestelldaten, um den Vertrag abzuschließen und zu erfüllen, Ihr Paket zuzustellen und unseren buchhalterischen Pflichten nachzukommen. Wir geben diese Daten nur an Zustelldienste, Zahlungsdienstleister und andere Auftragsverarbeiter weiter, die sie für ihre Leistungen benötigen, und bewahren Rechnungen so lange auf, wie es das Gesetz verlangt.",
        "Unseren Newsletter versenden wir nur mit Ihrer Einwilligung, die Sie jederzeit über den Link in jeder Ausgabe widerrufen können. Unsere Website verwendet Cookies: Notwendige Cookies sind für Warenkorb und Kasse erforderlich, Analyse- und Marketing-Cookies setzen wir nur, wenn Sie sie im Cookie-Banner zulassen. Ihre Auswahl können Sie jederzeit ändern.",
        "Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung und auf Datenübertragbarkeit sowie das Recht, der Verarbeitung zu widersprechen. Um diese Rechte auszuüben, schreiben Sie an privacy@lumera.shop. Wenn Sie der Ansicht sind, dass wir Ihre Daten unrechtmäßig verarbeiten, können Sie sich bei der Datenschutzbehörde beschweren.",
      ],
      it: [
        "Il titolare del trattamento dei tuoi dati personali è Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenia. Trattiamo i dati personali in conformità al Regolamento generale sulla protezione dei dati (GDPR) e solo nella misura necessaria per le finalità descritte di seguito. Puoi contattare il nostro responsabile della protezione dei dati all'indirizzo privacy@lumera.shop.",
        "Trattiamo nome, indirizzo, indirizzo e-mail, numero di telefono e dati dell'ordine per concludere ed eseguire il contratto, consegnare il pacco e adempiere agli obblighi contabili. Condividiamo questi dati solo con corrieri, fornitori di servizi di pagamento e altri responsabili del trattamento che ne hanno bisogno per fornire i loro servizi, e conserviamo le fatture per il tempo previsto dalla legge.",
        "Inviamo la newsletter solo con il tuo consenso, che puoi revocare in qualsiasi momento tramite il link presente in ogni messaggio. Il nostro sito utilizza cookie: quelli tecnici sono necessari per il funzionamento del carrello e del checkout, mentre i cookie analitici e di marketing vengono installati solo se li autorizzi nel banner per il consenso ai cookie. Puoi modificare la tua scelta in qualsiasi momento.",
        "Hai il diritto di accedere ai tuoi dati, di rettificarli e cancellarli, di limitarne il trattamento, alla portabilità dei dati e di opporti al trattamento. Per esercitare questi diritti, scrivi a privacy@lumera.shop. Se ritieni che trattiamo i tuoi dati in modo illecito, puoi presentare reclamo all'autorità di controllo per la protezione dei dati personali.",
      ],
      cs: [
        "Správcem vašich osobních údajů je společnost Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovinsko. Osobní údaje zpracováváme v souladu s obecným nařízením o ochraně osobních údajů (GDPR) a pouze v rozsahu nezbytném pro níže popsané účely. Našeho pověřence pro ochranu osobních údajů zastihnete na adrese privacy@lumera.shop.",
        "Vaše jméno, adresu, e-mail, telefonní číslo a údaje o objednávce zpracováváme, abychom mohli uzavřít a splnit smlouvu, doručit balík a plnit účetní povinnosti. Údaje předáváme pouze dopravcům, poskytovatelům platebních služeb a dalším zpracovatelům, kteří je potřebují k poskytnutí svých služeb, a faktury uchováváme po dobu, kterou vyžaduje zákon.",
        "E-mailový zpravodaj zasíláme pouze s vaším souhlasem, který můžete kdykoli odvolat pomocí odkazu v každé zprávě. Náš web používá soubory cookie: nezbytné cookies jsou potřeba pro fungování košíku a pokladny, analytické a marketingové cookies ukládáme pouze tehdy, pokud je povolíte v liště pro souhlas s cookies. Svou volbu můžete kdykoli změnit.",
        "Máte právo na přístup ke svým údajům, na jejich opravu a výmaz, na omezení zpracování, na přenositelnost údajů a právo vznést námitku proti zpracování. Tato práva uplatníte zprávou na adresu privacy@lumera.shop. Pokud se domníváte, že vaše údaje zpracováváme protiprávně, můžete podat stížnost u dozorového úřadu pro ochranu osobních údajů.",
      ],
    },
  },
  {
    key: "contact",
    title: { sl: "Kontakt", hr: "Kontakt", hu: "Kapcsolat", en: "Contact", de: "Kontakt", it: "Contatti", cs: "Kontakt" },
    slug: { sl: "kontakt", hr: "kontakt", hu: "kapcsolat", en: "contact", de: "kontakt", it: "contatti", cs: "kontakt" },
    metaDescription: {
      sl: "Pišite ali pokličite službo za pomoč strankam Lumera ali nas obiščite v eni od naših trgovin.",
      hr: "Obratite se službi za korisnike Lumera e-poštom ili telefonom ili nas posjetite u jednoj od naših trgovina.",
      hu: "Lépjen kapcsolatba a Lumera ügyfélszolgálatával e-mailben vagy telefonon, vagy látogasson el valamelyik üzletünkbe.",
      en: "Contact Lumera customer service by e-mail or phone, or visit one of our shops.",
      de: "Erreichen Sie den Lumera-Kundenservice per E-Mail oder Telefon oder besuchen Sie eines unserer Geschäfte.",
      it: "Contatta il servizio clienti Lumera via e-mail o telefono, oppure vieni a trovarci in uno dei nostri negozi.",
      cs: "Kontaktujte zákaznický servis Lumera e-mailem nebo telefonicky, případně navštivte některou z našich prodejen.",
    },
    body: {
      sl: [
        "Naša služba za pomoč strankam vam z veseljem pomaga pri naročilih, dostavi, vračilih in izbiri izdelkov. Ob delavnikih od 8. do 16. ure smo dosegljivi na telefonski številki +386 1 620 45 80, po e-pošti pa kadar koli na hello@lumera.shop. Na vsako sporočilo odgovorimo v enem delovnem dnevu.",
        "Če nam pišete glede obstoječega naročila, navedite številko naročila; najdete jo v potrditvenem e-sporočilu in v svojem uporabniškem računu. Tako vam bomo lahko pomagali hitreje.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana - Črnuče, Slovenija. Matična številka 8421357000, ID za DDV SI84213579. Na istem naslovu je tudi naše osrednje skladišče. Za obiskovalce ni odprto, vračila pa nam lahko tja pošljete po pošti.",
        "Obiščete nas lahko tudi v eni od naših trgovin, kjer lahko prevzamete naročila, vrnete izdelke in dobite osebni nasvet. Naslovi in delovni čas so navedeni na dnu vsake strani.",
      ],
      hr: [
        "Naša služba za korisnike rado će vam pomoći oko narudžbi, dostave, povrata i odabira proizvoda. Radnim danom od 8 do 16 sati dostupni smo na broju telefona +386 1 620 45 80, a e-poštom u bilo koje doba na hello@lumera.shop. Na svaku poruku odgovaramo u roku od jednog radnog dana.",
        "Ako nam pišete u vezi s postojećom narudžbom, navedite broj narudžbe; pronaći ćete ga u e-poruci s potvrdom i u svojem korisničkom računu. Tako vam možemo brže pomoći.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenija. Matični broj 8421357000, PDV ID SI84213579. Na istoj je adresi i naše središnje skladište. Nije otvoreno za posjetitelje, ali povrate nam onamo možete poslati poštom.",
        "Posjetite nas i u jednoj od naših trgovina, gdje možete preuzeti narudžbe, vratiti proizvode i dobiti osobni savjet. Adrese i radno vrijeme navedeni su pri dnu svake stranice.",
      ],
      hu: [
        "Ügyfélszolgálatunk szívesen segít a rendelésekkel, a szállítással, a visszaküldéssel és a termékválasztással kapcsolatban. Munkanapokon 8 és 16 óra között a +386 1 620 45 80-as telefonszámon, e-mailben pedig bármikor a hello@lumera.shop címen érhet el minket. Minden üzenetre egy munkanapon belül válaszolunk.",
        "Ha egy meglévő rendeléssel kapcsolatban ír nekünk, kérjük, adja meg a rendelésszámot; ezt a visszaigazoló e-mailben és a fiókjában találja. Így gyorsabban tudunk segíteni.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Szlovénia. Cégjegyzékszám: 8421357000, közösségi adószám: SI84213579. Ugyanezen a címen található központi raktárunk is. Látogatók számára nem tart nyitva, de a visszaküldött termékeket postán ide küldheti.",
        "Szívesen látjuk valamelyik üzletünkben is, ahol átveheti rendelését, visszaviheti a termékeket, és személyes tanácsot kaphat. A címeket és a nyitvatartást minden oldal alján megtalálja.",
      ],
      en: [
        "Our customer service team is happy to help with orders, deliveries, returns and product advice. You can reach us on working days from 8 am to 4 pm on +386 1 620 45 80, or at any time by e-mail at hello@lumera.shop. We reply to every message within one working day.",
        "If you are contacting us about an existing order, please include the order number; you will find it in the confirmation e-mail and in your account. That way we can help you faster.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenia. Company registration number 8421357000, VAT ID SI84213579. Our central warehouse is at the same address. It is not open to visitors, but you can send returns there by post.",
        "You are also welcome to visit one of our shops, where you can collect orders, return products and get personal advice. Addresses and opening hours are listed at the bottom of every page.",
      ],
      de: [
        "Unser Kundenservice hilft Ihnen gerne bei Fragen zu Bestellungen, Lieferung, Rücksendungen und Produkten. Sie erreichen uns werktags von 8 bis 16 Uhr unter +386 1 620 45 80 oder jederzeit per E-Mail an hello@lumera.shop. Wir beantworten jede Nachricht innerhalb eines Werktags.",
        "Wenn Sie uns zu einer bestehenden Bestellung schreiben, geben Sie bitte die Bestellnummer an; Sie finden sie in der Bestätigungs-E-Mail und in Ihrem Kundenkonto. So können wir Ihnen schneller helfen.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slowenien. Registernummer 8421357000, UID-Nummer SI84213579. An derselben Adresse befindet sich auch unser Zentrallager. Es ist nicht für Besucher geöffnet, Rücksendungen können Sie aber per Post dorthin schicken.",
        "Gerne können Sie uns auch in einem unserer Geschäfte besuchen, wo Sie Bestellungen abholen, Produkte zurückgeben und sich persönlich beraten lassen können. Adressen und Öffnungszeiten finden Sie am Ende jeder Seite.",
      ],
      it: [
        "Il nostro servizio clienti ti aiuta volentieri con ordini, consegne, resi e consigli sui prodotti. Puoi raggiungerci nei giorni lavorativi dalle 8 alle 16 al numero +386 1 620 45 80 oppure in qualsiasi momento via e-mail all'indirizzo hello@lumera.shop. Rispondiamo a ogni messaggio entro un giorno lavorativo.",
        "Se ci scrivi per un ordine già effettuato, indica il numero d'ordine: lo trovi nell'e-mail di conferma e nel tuo account. Così potremo aiutarti più rapidamente.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovenia. Numero di registrazione 8421357000, partita IVA SI84213579. Allo stesso indirizzo si trova il nostro magazzino centrale: non è aperto al pubblico, ma puoi spedirci i resi per posta.",
        "Puoi anche venire a trovarci in uno dei nostri negozi, dove puoi ritirare gli ordini, restituire i prodotti e ricevere consigli personalizzati. Indirizzi e orari sono riportati in fondo a ogni pagina.",
      ],
      cs: [
        "Náš zákaznický servis vám rád pomůže s objednávkami, doručením, vrácením zboží i výběrem produktů. V pracovní dny od 8 do 16 hodin nás zastihnete na telefonu +386 1 620 45 80, e-mailem kdykoli na adrese hello@lumera.shop. Na každou zprávu odpovídáme do jednoho pracovního dne.",
        "Pokud nám píšete ohledně existující objednávky, uveďte prosím její číslo; najdete ho v potvrzovacím e-mailu a ve svém účtu. Budeme vám tak moci pomoci rychleji.",
        "Lumera d.o.o., Brnčičeva ulica 41, 1231 Ljubljana-Črnuče, Slovinsko. Registrační číslo 8421357000, DIČ SI84213579. Na stejné adrese se nachází i náš centrální sklad. Pro návštěvníky není otevřen, ale vrácené zboží nám tam můžete poslat poštou.",
        "Rádi vás přivítáme také v některé z našich prodejen, kde si můžete vyzvednout objednávku, vrátit zboží a nechat si osobně poradit. Adresy a otevírací doby najdete v zápatí každé stránky.",
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Home page: advantages and banners
// ---------------------------------------------------------------------------------------------

export const advantages: AdvantageSeed[] = [
  {
    icon: "truck",
    title: { sl: "Hitra dostava", hr: "Brza dostava", hu: "Gyors szállítás", en: "Fast delivery", de: "Schnelle Lieferung", it: "Consegna veloce", cs: "Rychlé doručení" },
    text: {
      sl: "Paket prejmete v 1–3 delovnih dneh, večja naročila dostavimo brezplačno.",
      hr: "Paket stiže u roku od 1 do 3 radna dana, a veće narudžbe dostavljamo besplatno.",
      hu: "Csomagját 1–3 munkanapon belül kézbesítjük, a nagyobb rendeléseket ingyen szállítjuk.",
      en: "Your parcel arrives within 1–3 working days, and larger orders ship free.",
      de: "Ihr Paket kommt in 1–3 Werktagen, größere Bestellungen liefern wir versandkostenfrei.",
      it: "Il pacco arriva in 1-3 giorni lavorativi e gli ordini più grandi viaggiano gratis.",
      cs: "Balík dorazí do 1–3 pracovních dnů, větší objednávky doručíme zdarma.",
    },
  },
  {
    icon: "return",
    title: { sl: "Vračilo v 30 dneh", hr: "Povrat u 30 dana", hu: "30 napos visszaküldés", en: "30-day returns", de: "30 Tage Rückgabe", it: "Reso entro 30 giorni", cs: "Vrácení do 30 dnů" },
    text: {
      sl: "Ste si premislili? Nerabljene izdelke lahko vrnete v 30 dneh.",
      hr: "Predomislili ste se? Nekorištene proizvode možete vratiti u roku od 30 dana.",
      hu: "Meggondolta magát? A nem használt termékeket 30 napon belül visszaküldheti.",
      en: "Changed your mind? Return unused products within 30 days.",
      de: "Anders überlegt? Unbenutzte Produkte können Sie 30 Tage lang zurückgeben.",
      it: "Hai cambiato idea? Puoi restituire i prodotti non utilizzati entro 30 giorni.",
      cs: "Rozmysleli jste si to? Nepoužité zboží můžete vrátit do 30 dnů.",
    },
  },
  {
    icon: "leaf",
    title: { sl: "Naravne sestavine", hr: "Prirodni sastojci", hu: "Természetes összetevők", en: "Natural ingredients", de: "Natürliche Inhaltsstoffe", it: "Ingredienti naturali", cs: "Přírodní složky" },
    text: {
      sl: "Preverimo seznam sestavin vsakega izdelka in dajemo prednost certificiranim naravnim in ekološkim izdelkom.",
      hr: "Provjeravamo popis sastojaka svakog proizvoda i dajemo prednost certificiranim prirodnim i ekološkim proizvodima.",
      hu: "Minden termék összetevőlistáját ellenőrizzük, és a minősített natúr és bio termékeket részesítjük előnyben.",
      en: "We check every ingredient list and favour certified natural and organic products.",
      de: "Wir prüfen jede Inhaltsstoffliste und bevorzugen zertifizierte Natur- und Bioprodukte.",
      it: "Controlliamo l'elenco degli ingredienti di ogni prodotto e privilegiamo prodotti naturali e biologici certificati.",
      cs: "Kontrolujeme složení každého produktu a dáváme přednost certifikovaným přírodním a bio produktům.",
    },
  },
  {
    icon: "gift",
    title: { sl: "Darilno zavijanje in drevo", hr: "Poklon-pakiranje i stablo", hu: "Ajándékcsomagolás és faültetés", en: "Gift wrapping & a tree", de: "Geschenkverpackung & Baum", it: "Confezione regalo e un albero", cs: "Dárkové balení a strom" },
    text: {
      sl: "Darilo zavijemo v reciklirani papir, z vašim naročilom pa lahko posadimo tudi drevo.",
      hr: "Poklon umatamo u reciklirani papir, a uz vašu narudžbu možemo posaditi i stablo.",
      hu: "Ajándékát újrahasznosított papírba csomagoljuk, rendelése mellé pedig fát is ültethetünk.",
      en: "We wrap your gift in recycled paper and can plant a tree with your order.",
      de: "Wir verpacken Ihr Geschenk in Recyclingpapier und pflanzen auf Wunsch einen Baum für Ihre Bestellung.",
      it: "Incartiamo il tuo regalo in carta riciclata e, se vuoi, piantiamo un albero per il tuo ordine.",
      cs: "Dárek zabalíme do recyklovaného papíru a k objednávce můžeme zasadit i strom.",
    },
  },
];

export const banners: BannerSeed[] = [
  {
    category: "face_creams",
    title: { sl: "Nega iz narave", hr: "Njega iz prirode", hu: "Ápolás a természetből", en: "Skin care from nature", de: "Pflege aus der Natur", it: "Bellezza dalla natura", cs: "Péče z přírody" },
    subtitle: {
      sl: "Kreme in serumi s hladno stiskanimi olji in planinskimi zelišči",
      hr: "Kreme i serumi s hladno prešanim uljima i planinskim biljem",
      hu: "Krémek és szérumok hidegen sajtolt olajokkal és alpesi gyógynövényekkel",
      en: "Creams and serums with cold-pressed oils and alpine herbs",
      de: "Cremes und Seren mit kaltgepressten Ölen und Alpenkräutern",
      it: "Creme e sieri con oli spremuti a freddo ed erbe alpine",
      cs: "Krémy a séra s oleji lisovanými za studena a alpskými bylinami",
    },
    cta: { sl: "Oglejte si kreme", hr: "Pogledajte kreme", hu: "Krémek megtekintése", en: "Shop creams", de: "Cremes entdecken", it: "Scopri le creme", cs: "Prohlédnout krémy" },
  },
  {
    category: "candles",
    title: { sl: "Prijetni večeri doma", hr: "Ugodne večeri kod kuće", hu: "Meghitt esték otthon", en: "Cosy evenings at home", de: "Gemütliche Abende zu Hause", it: "Serate accoglienti a casa", cs: "Příjemné večery doma" },
    subtitle: {
      sl: "Ročno vlite sveče iz sojinega in repičnega voska",
      hr: "Ručno izlivene svijeće od sojina i repičina voska",
      hu: "Kézzel öntött gyertyák szója- és repceviaszból",
      en: "Hand-poured candles made from soy and rapeseed wax",
      de: "Handgegossene Kerzen aus Soja- und Rapswachs",
      it: "Candele colate a mano in cera di soia e di colza",
      cs: "Ručně odlévané svíčky ze sójového a řepkového vosku",
    },
    cta: { sl: "Odkrijte sveče", hr: "Otkrijte svijeće", hu: "Gyertyák felfedezése", en: "Discover candles", de: "Kerzen entdecken", it: "Scopri le candele", cs: "Objevte svíčky" },
  },
  {
    category: "herbal_teas",
    title: { sl: "Skodelica miru", hr: "Šalica mira", hu: "Egy csésze nyugalom", en: "A cup of calm", de: "Eine Tasse Ruhe", it: "Una tazza di relax", cs: "Šálek klidu" },
    subtitle: {
      sl: "Ekološki zeliščni čaji z majhnih kmetij",
      hr: "Ekološki biljni čajevi s malih obiteljskih gospodarstava",
      hu: "Bio gyógynövényteák kis gazdaságokból",
      en: "Organic herbal teas from small farms",
      de: "Bio-Kräutertees von kleinen Höfen",
      it: "Tisane biologiche da piccole aziende agricole",
      cs: "Bio bylinné čaje z malých farem",
    },
    cta: { sl: "Izberite čaj", hr: "Odaberite čaj", hu: "Teák megtekintése", en: "Shop teas", de: "Tees entdecken", it: "Scopri le tisane", cs: "Vybrat čaj" },
  },
];

// ---------------------------------------------------------------------------------------------
// Physical shops (pickup points), keyed by storefront department
// ---------------------------------------------------------------------------------------------

const HOURS_SI: Translated = {
  sl: "pon.–pet. 9–19, sob. 9–13",
  hr: "pon.–pet. 9–19, sub. 9–13",
  hu: "H–P 9–19, Szo 9–13",
  en: "Mon–Fri 9–19, Sat 9–13",
  de: "Mo–Fr 9–19, Sa 9–13",
  it: "lun–ven 9–19, sab 9–13",
  cs: "po–pá 9–19, so 9–13",
};

const HOURS_HR: Translated = {
  sl: "pon.–pet. 8–20, sob. 8–14",
  hr: "pon.–pet. 8–20, sub. 8–14",
  hu: "H–P 8–20, Szo 8–14",
  en: "Mon–Fri 8–20, Sat 8–14",
  de: "Mo–Fr 8–20, Sa 8–14",
  it: "lun–ven 8–20, sab 8–14",
  cs: "po–pá 8–20, so 8–14",
};

const HOURS_HU_CZ: Translated = {
  sl: "pon.–pet. 10–19, sob. 10–14",
  hr: "pon.–pet. 10–19, sub. 10–14",
  hu: "H–P 10–19, Szo 10–14",
  en: "Mon–Fri 10–19, Sat 10–14",
  de: "Mo–Fr 10–19, Sa 10–14",
  it: "lun–ven 10–19, sab 10–14",
  cs: "po–pá 10–19, so 10–14",
};

const HOURS_AT: Translated = {
  sl: "pon.–pet. 10–19, sob. 10–17",
  hr: "pon.–pet. 10–19, sub. 10–17",
  hu: "H–P 10–19, Szo 10–17",
  en: "Mon–Fri 10–19, Sat 10–17",
  de: "Mo–Fr 10–19, Sa 10–17",
  it: "lun–ven 10–19, sab 10–17",
  cs: "po–pá 10–19, so 10–17",
};

const HOURS_IT: Translated = {
  sl: "pon.–sob. 10–19",
  hr: "pon.–sub. 10–19",
  hu: "H–Szo 10–19",
  en: "Mon–Sat 10–19",
  de: "Mo–Sa 10–19",
  it: "lun–sab 10–19",
  cs: "po–so 10–19",
};

export const storeShops: Record<string, StoreShopSeed[]> = {
  su: [
    { name: "Lumera Ljubljana", street: "Trubarjeva cesta 27", city: "Ljubljana", postcode: "1000", phone: "+386 1 430 22 15", hours: HOURS_SI },
    { name: "Lumera Maribor", street: "Gosposka ulica 14", city: "Maribor", postcode: "2000", phone: "+386 2 250 41 76", hours: HOURS_SI },
  ],
  chr: [
    { name: "Lumera Zagreb", street: "Tkalčićeva ulica 42", city: "Zagreb", postcode: "10000", phone: "+385 1 4812 356", hours: HOURS_HR },
    { name: "Lumera Split", street: "Marmontova ulica 9", city: "Split", postcode: "21000", phone: "+385 21 345 672", hours: HOURS_HR },
  ],
  chu: [
    { name: "Lumera Budapest", street: "Paulay Ede utca 12.", city: "Budapest", postcode: "1061", phone: "+36 1 322 4518", hours: HOURS_HU_CZ },
  ],
  ccz: [
    { name: "Lumera Praha", street: "Vinohradská 54", city: "Praha 2", postcode: "120 00", phone: "+420 222 513 847", hours: HOURS_HU_CZ },
  ],
  cde: [
    { name: "Lumera Wien", street: "Neubaugasse 31", city: "Wien", postcode: "1070", phone: "+43 1 523 18 47", hours: HOURS_AT },
  ],
  cit: [
    { name: "Lumera Milano", street: "Via Paolo Sarpi 22", city: "Milano", postcode: "20154", phone: "+39 02 3651 4820", hours: HOURS_IT },
  ],
  cen: [
    { name: "Lumera Ljubljana flagship store", street: "Trubarjeva cesta 27", city: "Ljubljana", postcode: "1000", phone: "+386 1 430 22 15", hours: HOURS_SI },
  ],
  asi: [
    { name: "Aurora Ljubljana", street: "Wolfova ulica 6", city: "Ljubljana", postcode: "1000", phone: "+386 1 426 73 90", hours: HOURS_SI },
  ],
  ahr: [
    { name: "Aurora Zagreb", street: "Masarykova ulica 12", city: "Zagreb", postcode: "10000", phone: "+385 1 4855 210", hours: HOURS_HR },
  ],
};

// ---------------------------------------------------------------------------------------------
// Site texts (content blocks)
// ---------------------------------------------------------------------------------------------

export const siteTexts: SiteTexts = {
  homeH1: {
    sl: "Naravna kozmetika in trajnostni izdelki za dom",
    hr: "Prirodna kozmetika i održivi proizvodi za dom",
    hu: "Natúrkozmetikumok és fenntartható otthoni termékek",
    en: "Natural cosmetics and sustainable home essentials",
    de: "Naturkosmetik und nachhaltige Produkte für Ihr Zuhause",
    it: "Cosmetici naturali e prodotti sostenibili per la casa",
    cs: "Přírodní kosmetika a udržitelné produkty pro domov",
  },
  saleMobile: {
    sl: "Sezonska akcija: do 30 % popusta",
    hr: "Sezonski popusti do 30 %",
    hu: "Szezonális akció: akár 30% kedvezmény",
    en: "Seasonal sale: up to 30% off",
    de: "Saisonaktion: bis zu 30 % Rabatt",
    it: "Promo di stagione: fino al 30% di sconto",
    cs: "Sezonní výprodej: slevy až 30 %",
  },
  saleDesktop: {
    sl: "Sezonska akcija: do 30 % popusta na izbrane sveče, čaje in naravno kozmetiko – do razprodaje zalog.",
    hr: "Sezonski popusti do 30 % na odabrane svijeće, čajeve i prirodnu kozmetiku – do isteka zaliha.",
    hu: "Szezonális akció: akár 30% kedvezmény válogatott gyertyákra, teákra és natúrkozmetikumokra – a készlet erejéig.",
    en: "Seasonal sale: up to 30% off selected candles, teas and natural cosmetics – while stocks last.",
    de: "Saisonaktion: bis zu 30 % Rabatt auf ausgewählte Kerzen, Tees und Naturkosmetik – solange der Vorrat reicht.",
    it: "Promo di stagione: fino al 30% di sconto su candele, tè e cosmetici naturali selezionati, fino a esaurimento scorte.",
    cs: "Sezonní výprodej: slevy až 30 % na vybrané svíčky, čaje a přírodní kosmetiku – do vyprodání zásob.",
  },
  headerInfo: {
    sl: "Dostava v 1–3 delovnih dneh · Brezplačna dostava za večja naročila · +386 1 620 45 80",
    hr: "Dostava za 1–3 radna dana · Besplatna dostava za veće narudžbe · +386 1 620 45 80",
    hu: "Kiszállítás 1–3 munkanap alatt · Ingyenes szállítás nagyobb rendeléseknél · +386 1 620 45 80",
    en: "Delivery in 1–3 working days · Free shipping on larger orders · +386 1 620 45 80",
    de: "Lieferung in 1–3 Werktagen · Versandkostenfrei ab Mindestbestellwert · +386 1 620 45 80",
    it: "Consegna in 1-3 giorni lavorativi · Spedizione gratuita sopra la soglia · +386 1 620 45 80",
    cs: "Doručení do 1–3 pracovních dnů · Doprava zdarma u větších objednávek · +386 1 620 45 80",
  },
  footerInfo: {
    sl: "Lumera je spletna trgovina z naravno kozmetiko, dišavami za dom in izdelki za dobro počutje iz Ljubljane. Vsak izdelek skrbno izberemo, naročila pakiramo brez plastike in skupaj s strankami sadimo drevesa.",
    hr: "Lumera je internetska trgovina prirodne kozmetike, mirisa za dom i proizvoda za zdravlje iz Ljubljane. Svaki proizvod pažljivo biramo, narudžbe pakiramo bez plastike i zajedno s kupcima sadimo stabla.",
    hu: "A Lumera ljubljanai webáruház natúrkozmetikumokkal, lakásillatokkal és egészségtermékekkel. Minden terméket gondosan választunk ki, a rendeléseket műanyag nélkül csomagoljuk, és vásárlóinkkal együtt fákat ültetünk.",
    en: "Lumera is an online shop for natural cosmetics, home fragrance and wellness from Ljubljana. We select every product carefully, pack orders without plastic and plant trees together with our customers.",
    de: "Lumera ist ein Onlineshop für Naturkosmetik, Raumduft und Wohlbefinden aus Ljubljana. Wir wählen jedes Produkt sorgfältig aus, verpacken Bestellungen ohne Plastik und pflanzen gemeinsam mit unseren Kundinnen und Kunden Bäume.",
    it: "Lumera è un negozio online di cosmetici naturali, profumi per la casa e benessere con sede a Lubiana. Scegliamo ogni prodotto con cura, imballiamo gli ordini senza plastica e piantiamo alberi insieme ai nostri clienti.",
    cs: "Lumera je e-shop s přírodní kosmetikou, bytovými vůněmi a produkty pro zdraví z Lublaně. Každý produkt pečlivě vybíráme, objednávky balíme bez plastů a spolu se zákazníky sázíme stromy.",
  },
  checkoutFooterInfo: {
    sl: "Varno plačilo · Vračilo v 30 dneh · Dostava v 1–3 delovnih dneh",
    hr: "Sigurno plaćanje · Povrat u 30 dana · Dostava za 1–3 radna dana",
    hu: "Biztonságos fizetés · 30 napos visszaküldés · Kiszállítás 1–3 munkanap alatt",
    en: "Secure payment · 30-day returns · Delivery in 1–3 working days",
    de: "Sichere Zahlung · 30 Tage Rückgabe · Lieferung in 1–3 Werktagen",
    it: "Pagamento sicuro · Reso entro 30 giorni · Consegna in 1-3 giorni lavorativi",
    cs: "Bezpečná platba · Vrácení do 30 dnů · Doručení do 1–3 pracovních dnů",
  },
  awards: {
    sl: "Zelena spletna trgovina leta 2025 · Certifikat varnega nakupovanja",
    hr: "Zelena internetska trgovina godine 2025. · Certifikat sigurne kupnje",
    hu: "Az év zöld webáruháza 2025 · Biztonságos vásárlás tanúsítvány",
    en: "Green Web Shop of the Year 2025 · Certified Secure Shopping",
    de: "Grüner Onlineshop des Jahres 2025 · Zertifiziert sicher einkaufen",
    it: "Negozio online sostenibile dell'anno 2025 · Acquisti sicuri certificati",
    cs: "Zelený e-shop roku 2025 · Certifikát bezpečného nakupování",
  },
  customFooter: {
    sl: "© Lumera d.o.o. Vse pravice pridržane.",
    hr: "© Lumera d.o.o. Sva prava pridržana.",
    hu: "© Lumera d.o.o. Minden jog fenntartva.",
    en: "© Lumera d.o.o. All rights reserved.",
    de: "© Lumera d.o.o. Alle Rechte vorbehalten.",
    it: "© Lumera d.o.o. Tutti i diritti riservati.",
    cs: "© Lumera d.o.o. Všechna práva vyhrazena.",
  },
  metaTitle: {
    sl: "Lumera – naravna kozmetika, dišave za dom in dobro počutje",
    hr: "Lumera – prirodna kozmetika, mirisi za dom i zdravlje",
    hu: "Lumera – natúrkozmetikumok, lakásillatok és egészség",
    en: "Lumera – natural cosmetics, home fragrance and wellness",
    de: "Lumera – Naturkosmetik, Raumduft und Wohlbefinden",
    it: "Lumera – cosmetici naturali, profumi per la casa e benessere",
    cs: "Lumera – přírodní kosmetika, bytové vůně a zdraví",
  },
  metaDescription: {
    sl: "Skrbno izbrana naravna kozmetika, sveče, čaji in trajnostni izdelki za dom. Dostava v 1–3 delovnih dneh in vračilo v 30 dneh.",
    hr: "Pažljivo odabrana prirodna kozmetika, svijeće, čajevi i održivi proizvodi za dom. Dostava za 1–3 radna dana i povrat u 30 dana.",
    hu: "Gondosan válogatott natúrkozmetikumok, gyertyák, teák és fenntartható otthoni termékek. Kiszállítás 1–3 munkanap alatt, 30 napos visszaküldés.",
    en: "Carefully selected natural cosmetics, candles, teas and sustainable homeware. Delivery in 1–3 working days and 30-day returns.",
    de: "Sorgfältig ausgewählte Naturkosmetik, Kerzen, Tees und nachhaltige Wohnaccessoires. Lieferung in 1–3 Werktagen und 30 Tage Rückgabe.",
    it: "Cosmetici naturali, candele, tè e prodotti sostenibili per la casa, selezionati con cura. Consegna in 1-3 giorni lavorativi e reso entro 30 giorni.",
    cs: "Pečlivě vybraná přírodní kosmetika, svíčky, čaje a udržitelné produkty pro domov. Doručení do 1–3 pracovních dnů a vrácení do 30 dnů.",
  },
  homeMetaTitle: {
    sl: "Naravna kozmetika in trajnostni izdelki za dom na spletu",
    hr: "Internetska trgovina prirodne kozmetike i održivih proizvoda za dom",
    hu: "Natúrkozmetikumok és fenntartható otthoni termékek online",
    en: "Natural cosmetics and sustainable home essentials online",
    de: "Naturkosmetik und nachhaltige Wohnaccessoires online kaufen",
    it: "Cosmetici naturali e prodotti sostenibili per la casa online",
    cs: "Přírodní kosmetika a udržitelné produkty pro domov online",
  },
  homeMetaDescription: {
    sl: "Naravna nega obraza, telesa in las, dišeče sveče, zeliščni čaji in izdelki za dom malih evropskih izdelovalcev. Hitra dostava in vračilo v 30 dneh.",
    hr: "Prirodna njega lica, tijela i kose, mirisne svijeće, biljni čajevi i proizvodi za dom malih europskih proizvođača. Brza dostava i povrat u 30 dana.",
    hu: "Natúr arc-, test- és hajápolás, illatgyertyák, gyógynövényteák és otthoni termékek kis európai készítőktől. Gyors szállítás, 30 napos visszaküldés.",
    en: "Natural face, body and hair care, scented candles, herbal teas and homeware from small European makers. Fast delivery and 30-day returns.",
    de: "Natürliche Gesichts-, Körper- und Haarpflege, Duftkerzen, Kräutertees und Wohnaccessoires von kleinen europäischen Herstellern. Schnelle Lieferung und 30 Tage Rückgabe.",
    it: "Cura naturale di viso, corpo e capelli, candele profumate, tisane e oggetti per la casa di piccoli produttori europei. Consegna veloce e reso entro 30 giorni.",
    cs: "Přírodní péče o pleť, tělo a vlasy, vonné svíčky, bylinné čaje a produkty pro domov od malých evropských výrobců. Rychlé doručení a vrácení do 30 dnů.",
  },
  advantagesDescription: {
    sl: "Lumero smo ustanovili, da bi bili naravni in odgovorno izdelani izdelki vsem na dosegu roke. Vsak izdelek preveri naša ekipa, naročila izdelkov na zalogi odpošljemo iz skladišča v Ljubljani v enem dnevu, če pa kaj ni v redu, lahko izdelek vrnete v 30 dneh.",
    hr: "Lumeru smo pokrenuli kako bi prirodni i odgovorno proizvedeni proizvodi bili svima nadohvat ruke. Svaki proizvod provjerava naš tim, narudžbe proizvoda na zalihi šaljemo iz skladišta u Ljubljani u roku od jednog dana, a ako nešto nije u redu, proizvod možete vratiti u roku od 30 dana.",
    hu: "Azért hoztuk létre a Lumerát, hogy a természetes, felelősen készült termékek mindenki számára könnyen elérhetők legyenek. Minden terméket csapatunk ellenőriz, a raktáron lévő termékeket egy napon belül feladjuk ljubljanai raktárunkból, és ha valami mégsem tökéletes, 30 napon belül visszaküldheti.",
    en: "We started Lumera to make natural, responsibly made products easy to find. Every product is checked by our team, orders for products in stock leave our Ljubljana warehouse within a day, and if something is not right, you can return it within 30 days.",
    de: "Wir haben Lumera gegründet, damit natürliche und verantwortungsvoll hergestellte Produkte leicht zu finden sind. Jedes Produkt wird von unserem Team geprüft, lagernde Ware verlässt unser Lager in Ljubljana innerhalb eines Tages, und wenn etwas nicht passt, können Sie es 30 Tage lang zurückgeben.",
    it: "Abbiamo fondato Lumera per rendere facili da trovare prodotti naturali e realizzati in modo responsabile. Ogni prodotto viene controllato dal nostro team, gli ordini di articoli disponibili lasciano il magazzino di Lubiana entro un giorno e, se qualcosa non va, puoi restituirlo entro 30 giorni.",
    cs: "Lumeru jsme založili, aby byly přírodní a odpovědně vyrobené produkty snadno dostupné. Každý produkt kontroluje náš tým, objednávky zboží skladem odesíláme ze skladu v Lublani do jednoho dne, a pokud něco nesedí, můžete zboží vrátit do 30 dnů.",
  },
  popularProductSearches: {
    sl: ["sveča sivka", "veganska krema za obraz", "trdi šampon", "kamilični čaj", "krema za roke"],
    hr: ["svijeća lavanda", "veganska krema za lice", "čvrsti šampon", "čaj od kamilice", "krema za ruke"],
    hu: ["levendulás gyertya", "vegán arckrém", "szilárd sampon", "kamillatea", "kézkrém"],
    en: ["lavender candle", "vegan face cream", "solid shampoo", "chamomile tea", "hand cream"],
    de: ["Lavendelkerze", "vegane Gesichtscreme", "festes Shampoo", "Kamillentee", "Handcreme"],
    it: ["candela alla lavanda", "crema viso vegana", "shampoo solido", "tisana alla camomilla", "crema mani"],
    cs: ["levandulová svíčka", "veganský pleťový krém", "tuhý šampon", "heřmánkový čaj", "krém na ruce"],
  },
  popularCategorySearches: {
    sl: ["Nega obraza", "Dišeče sveče", "Zeliščni čaji", "Šamponi", "Brisače"],
    hr: ["Njega lica", "Mirisne svijeće", "Biljni čajevi", "Šamponi", "Ručnici"],
    hu: ["Arcápolás", "Illatgyertyák", "Gyógynövényteák", "Samponok", "Törölközők"],
    en: ["Face care", "Scented candles", "Herbal teas", "Shampoos", "Towels"],
    de: ["Gesichtspflege", "Duftkerzen", "Kräutertees", "Shampoos", "Handtücher"],
    it: ["Cura del viso", "Candele profumate", "Tisane", "Shampoo", "Asciugamani"],
    cs: ["Péče o pleť", "Vonné svíčky", "Bylinné čaje", "Šampony", "Ručníky a osušky"],
  },
  treeTitle: {
    sl: "Z naročilom posadite drevo",
    hr: "Uz narudžbu posadite stablo",
    hu: "Ültessen fát a rendelésével",
    en: "Plant a tree with your order",
    de: "Pflanzen Sie mit Ihrer Bestellung einen Baum",
    it: "Pianta un albero con il tuo ordine",
    cs: "Zasaďte se svou objednávkou strom",
  },
  treeDescription: {
    sl: "Skupaj z lokalnimi gozdarji bomo posadili avtohtono sadiko v slovenskem ali hrvaškem gozdu, ki so ga poškodovala neurja.",
    hr: "Zajedno s lokalnim šumarima posadit ćemo autohtonu sadnicu u slovenskoj ili hrvatskoj šumi koju su oštetile oluje.",
    hu: "Helyi erdészekkel együtt elültetünk egy őshonos csemetét egy viharok által megrongált szlovén vagy horvát erdőben.",
    en: "Together with local foresters, we will plant a native sapling in a Slovenian or Croatian forest damaged by storms.",
    de: "Gemeinsam mit örtlichen Förstern pflanzen wir einen heimischen Setzling in einem sturmgeschädigten Wald in Slowenien oder Kroatien.",
    it: "Insieme ai forestali locali pianteremo una giovane pianta autoctona in un bosco sloveno o croato danneggiato dalle tempeste.",
    cs: "Společně s místními lesníky zasadíme sazenici původní dřeviny ve slovinském nebo chorvatském lese poškozeném bouřemi.",
  },
  treeName: {
    sl: "Sajenje drevesa",
    hr: "Sadnja stabla",
    hu: "Faültetés",
    en: "Tree planting",
    de: "Baumpflanzung",
    it: "Piantumazione di un albero",
    cs: "Výsadba stromu",
  },
  wrapTitle: {
    sl: "Darilno zavijanje naročila",
    hr: "Poklon-pakiranje narudžbe",
    hu: "Ajándékcsomagolás a rendeléshez",
    en: "Gift wrapping for your order",
    de: "Geschenkverpackung für Ihre Bestellung",
    it: "Confezione regalo per il tuo ordine",
    cs: "Dárkové balení objednávky",
  },
  wrapDescription: {
    sl: "Izdelke zavijemo v reciklirani papir, jih povežemo z bombažnim trakom in dodamo ročno napisano voščilnico z vašim sporočilom.",
    hr: "Proizvode umatamo u reciklirani papir, vežemo pamučnom vrpcom i dodajemo rukom pisanu čestitku s vašom porukom.",
    hu: "A termékeket újrahasznosított papírba csomagoljuk, pamutszalaggal átkötjük, és kézzel írt kártyát mellékelünk az Ön üzenetével.",
    en: "We wrap your products in recycled paper, tie them with a cotton ribbon and add a handwritten card with your message.",
    de: "Wir schlagen Ihre Produkte in Recyclingpapier ein, binden sie mit einem Baumwollband und legen eine handgeschriebene Karte mit Ihrer Botschaft bei.",
    it: "Avvolgiamo i prodotti in carta riciclata, li leghiamo con un nastro di cotone e aggiungiamo un biglietto scritto a mano con il tuo messaggio.",
    cs: "Produkty zabalíme do recyklovaného papíru, převážeme bavlněnou stuhou a přidáme ručně psané přání s vaším vzkazem.",
  },
  wrapName: {
    sl: "Darilno zavijanje",
    hr: "Poklon-pakiranje",
    hu: "Ajándékcsomagolás",
    en: "Gift wrapping",
    de: "Geschenkverpackung",
    it: "Confezione regalo",
    cs: "Dárkové balení",
  },
  adventName: {
    sl: "Adventni koledar Aurora",
    hr: "Adventski kalendar Aurora",
    hu: "Aurora adventi naptár",
    en: "Aurora Advent Calendar",
    de: "Aurora Adventkalender",
    it: "Calendario dell'Avvento Aurora",
    cs: "Adventní kalendář Aurora",
  },
  adventDescription: {
    sl: "Za štiriindvajsetimi okenci se skrivajo najljubši izdelki Aurora za nego obraza, telesa in ustnic v potovalnih velikostih, za zadnjim pa krema za obraz v polni velikosti. Čudovit način, da pred božičem spoznate celotno ponudbo.",
    hr: "Iza dvadeset i četiri prozorčića skrivaju se omiljeni Aurorini proizvodi za njegu lica, tijela i usana u putnim veličinama, a iza posljednjeg krema za lice u punoj veličini. Divan način da prije Božića upoznate cijelu ponudu.",
    hu: "Huszonnégy kis ablak mögött az Aurora kedvenc arc-, test- és ajakápolói rejtőznek utazóméretben, az utolsó mögött pedig egy teljes méretű arckrém. Remek alkalom, hogy karácsony előtt megismerje a teljes kínálatot.",
    en: "Twenty-four little doors hide Aurora's favourite face, body and lip care in travel sizes, with a full-size face cream behind the last one. A lovely way to get to know the whole range before Christmas.",
    de: "Hinter 24 Türchen verstecken sich Auroras Lieblingsprodukte für Gesicht, Körper und Lippen in Reisegröße, hinter dem letzten eine Gesichtscreme in Originalgröße. Eine schöne Gelegenheit, vor Weihnachten das ganze Sortiment kennenzulernen.",
    it: "Dietro ventiquattro finestrelle si nascondono i prodotti preferiti di Aurora per viso, corpo e labbra in formato da viaggio, e dietro l'ultima una crema viso in formato pieno. Un modo delizioso per scoprire tutta la gamma prima di Natale.",
    cs: "Za čtyřiadvaceti okénky se skrývají oblíbené produkty Aurora pro péči o pleť, tělo a rty v cestovních velikostech a za tím posledním pleťový krém v plné velikosti. Krásný způsob, jak před Vánoci poznat celou řadu.",
  },
  giftCertificateName: {
    sl: "Darilni bon",
    hr: "Poklon-bon",
    hu: "Ajándékutalvány",
    en: "Gift card",
    de: "Geschenkgutschein",
    it: "Buono regalo",
    cs: "Dárkový poukaz",
  },
};

// ---------------------------------------------------------------------------------------------
// Warehouses
// ---------------------------------------------------------------------------------------------

export const warehouses: WarehouseSeed[] = [
  {
    code: "LJ",
    name: { sl: "Osrednje skladišče Ljubljana", hr: "Središnje skladište Ljubljana", hu: "Ljubljanai központi raktár", en: "Central warehouse Ljubljana", de: "Zentrallager Ljubljana", it: "Magazzino centrale di Lubiana", cs: "Centrální sklad Lublaň" },
    days: 1,
  },
  {
    code: "ZG",
    name: { sl: "Skladišče Zagreb", hr: "Skladište Zagreb", hu: "Zágrábi raktár", en: "Zagreb warehouse", de: "Lager Zagreb", it: "Magazzino di Zagabria", cs: "Sklad Záhřeb" },
    days: 2,
  },
  {
    code: "SUP",
    name: { sl: "Skladišče dobavitelja", hr: "Skladište dobavljača", hu: "Beszállítói raktár", en: "Supplier's warehouse", de: "Lieferantenlager", it: "Magazzino del fornitore", cs: "Sklad dodavatele" },
    days: 5,
  },
];
