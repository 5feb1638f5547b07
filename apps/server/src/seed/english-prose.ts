/*
 * The demo models' summaries and details in English (issue 32), written by hand from the same facts as the
 * Portuguese ones (`summary`, `details` in `models/`): the English product page reads as rich as the Portuguese
 * one, not as a list of taxonomy titles. Keyed by the model's Portuguese name; the seed test fails for a model
 * missing here or a description much shorter than its Portuguese one.
 */
export const MODEL_PROSE_EN: Record<string, { summary: string; details: string }> = {
  'Luva Nitro Grip Nitrílica': {
    summary: 'Seamless nylon glove with a nitrile-coated palm, for handling oily parts.',
    details:
      'The 15-gauge knitted nylon liner moves with the hand and keeps the back ventilated. The nitrile coating repels oil and grease and keeps a firm grip on machined parts.',
  },
  'Luva Nitro Grip Óleo Max': {
    summary: 'Double-dipped nitrile rubber glove with a 30 cm cuff, for oil, grease and fuels.',
    details:
      'A second, sandy-finish layer of nitrile grips surfaces wet with oil. The cotton inner lining absorbs sweat through long maintenance shifts.',
  },
  'Luva Corte Max': {
    summary: 'Knitted high-performance fibre glove with cut protection and a coated palm.',
    details:
      'The HDPE (high-density polyethylene) knit with reinforcing yarns resists cuts from sheet metal and blades without losing the sense of touch. The knitted cuff keeps debris out.',
  },
  'Luva Corte Max Térmica': {
    summary: 'Kevlar glove resisting cuts and contact heat up to 250 °C, for the glass industry.',
    details:
      'The aramid fibre neither melts nor drips on hot parts, and the double weave protects against the sharp edges of glass and freshly cut sheet.',
  },
  'Luva Tato Fino PU': {
    summary: 'Ultra-thin nylon glove with polyurethane fingertips, for precision assembly.',
    details:
      'At 18 gauge it all but disappears on the hand: made for handling small components, screws and screens. The PU leaves no residue on parts and does not mark painted surfaces.',
  },
  'Luva VibraStop Impacto': {
    summary: 'Impact glove with TPR guards on the back and a padded palm against vibration.',
    details:
      'Thermoplastic guards absorb knocks to the fingers and the back of the hand, and the gel palm reduces the vibration passed on by pneumatic tools and breakers.',
  },
  'Luva Termo Pro Silicone': {
    summary: 'Non-toxic silicone glove for ovens and hotplates, heat-resistant to 230 °C and easy to clean.',
    details:
      'Food-grade silicone absorbs neither grease nor odours and can go in the dishwasher. Ridges on the palm hold baking trays and grills firmly.',
  },
  'Luva Termo Pro Kevlar Aluminizada': {
    summary: 'Kevlar glove with an aluminised face that reflects the radiant heat of ovens and foundries.',
    details:
      'The aluminised face reflects up to 90% of radiant heat, and the cotton lining insulates against contact heat. The long cuff protects the forearm when taking parts out of the furnace.',
  },
  'Luva Frio Zero Térmica': {
    summary: 'Thermal glove for cold stores down to −30 °C, with a plush lining and a non-slip palm.',
    details:
      'The plush acrylic lining keeps body heat in, and the crinkled latex coating on the palm holds frozen boxes even with ice on their surface.',
  },
  'Luva QuimiShield Nitrílica': {
    summary: 'Nitrile rubber glove for chemicals, solvents and industrial detergents.',
    details:
      'A latex-free compound that resists hydrocarbons, oils and diluted acids. The flock lining makes the glove easy to put on and take off, and the textured palm grips wet parts better.',
  },
  'Luva QuimiShield PVC': {
    summary: 'Cotton-lined PVC glove for acids, alkalis and handling agricultural products.',
    details:
      'The flexible PVC stays sealed in prolonged contact with aqueous solutions and pesticides, and the cotton lining keeps the hand comfortable.',
  },
  'Luva QuimiShield Neoprene': {
    summary: 'Neoprene glove for acids, bases, alcohols and oils, with balanced protection.',
    details:
      'The 0.50 mm neoprene stays flexible in the cold and resists a wide range of products, from concentrated acids and bases to alcohols and aliphatic hydrocarbons. Not suited to chlorinated solvents.',
  },
  'Luva QuimiShield Butílica': {
    summary: 'Butyl rubber glove for ketones, esters and strong acids.',
    details:
      'The 0.70 mm butyl rubber is the most effective barrier against ketones (acetone, MEK) and esters, and against concentrated acids. Do not use it with hydrocarbons or chlorinated solvents: they go through it in minutes.',
  },
  'Luva Multiuso Látex Forrada': {
    summary: 'Natural latex glove with a cotton flock lining, for cleaning and sanitation.',
    details:
      'Soft natural latex that stands up to detergents, with a non-slip finish on the palm and fingers. The flock lining absorbs moisture and makes the glove easy to put on.',
  },
  'Luva Descartável Pro Nitrílica': {
    summary: 'Powder-free disposable nitrile glove, in a dispenser box of 100.',
    details:
      'Free of latex and powder, it prevents allergies and product contamination. At 0.12 mm thick it balances sensitivity and tear resistance in continuous use.',
  },
  'Luva Descartável Pro': {
    summary: 'Disposable glove for food handling and quick tasks, in a box of 100.',
    details:
      'Ambidextrous, with a beaded cuff that makes it easy to take off. Made for frequent changes on the production line and at the counter.',
  },
  'Luva Multiuso Vaqueta': {
    summary: 'Cowhide grain leather glove for construction, loading and unloading and farm work.',
    details:
      'Chrome-tanned leather, soft from the first day, with a reinforcement between thumb and index finger. It protects against abrasion, splinters and small punctures.',
  },
  'Luva Solda Forte Raspa': {
    summary: 'Split leather glove with a long cuff and Kevlar stitching, for MIG, TIG and stick welding.',
    details:
      'The thick split leather protects against molten metal spatter and contact heat, and the Kevlar thread does not break in the heat. The cotton lining keeps long welds comfortable.',
  },
  'Luva Multiuso Tricotada': {
    summary: 'Knitted natural-fibre glove with non-slip dots, for general use.',
    details:
      'Woven from cotton and natural fibres, it breathes well in hot weather. PVC dots on the palm improve the grip on boxes, bags and light tools.',
  },
  'Óculos Visão Clara': {
    summary: 'Polycarbonate safety glasses with a panoramic, anti-fog and scratch-resistant lens.',
    details:
      'A single polycarbonate lens with a UV 400 filter and built-in side protection. Temples with silicone tips neither slip nor press behind the ears.',
  },
  'Óculos Visão Clara Sobrepor': {
    summary: 'Over-glasses for prescription wearers, with a wide lens and adjustable temples.',
    details:
      'Fits over most prescription frames. The temples have four length and tilt settings, and the lens also covers the sides.',
  },
  'Óculos Ampla Visão': {
    summary: 'Wide-vision goggles with a PVC seal against chemical splashes and dust.',
    details:
      'The flexible PVC frame seals around the eyes, with indirect ventilation that keeps liquids out. A wide, adjustable strap, compatible with respirators.',
  },
  'Óculos Solda Forte Tonalidade 5': {
    summary: 'Glasses for oxy-fuel cutting and brazing, with a shade 5 green lens and side shields.',
    details:
      'The green lens filters the infrared and ultraviolet radiation of the cutting flame, and the side shields block metal spatter.',
  },
  'Máscara de Solda Automática Solda Forte': {
    summary: 'Auto-darkening welding helmet, DIN 9 to 13, with four sensors.',
    details:
      'The filter darkens in 1/25,000 s when the arc strikes and returns to an adjustable light state. Sensitivity and delay settings for MIG, TIG and stick welding, and a five-point ratchet headgear.',
  },
  'Máscara de Solda Fixa': {
    summary: 'Polypropylene welding helmet with a fixed shade 12 window and adjustable headgear.',
    details:
      'A light, rugged model for stick welding with coated electrodes. The window takes 51 × 108 mm lenses, easy to find as spares.',
  },
  'Protetor Facial Arco Elétrico': {
    summary: 'Face shield with a visor rated for a 12 cal/cm² electric arc, to fit on a hard hat.',
    details:
      'The visor absorbs the thermal energy of an electric arc and protects the face and neck during switchgear operations. Wear it with flame-resistant clothing of the same category.',
  },
  'Macacão Barreira Tipo 5 e 6': {
    summary: 'Hooded disposable coverall in HDPE non-woven fabric, against particles and light splashes.',
    details:
      'The high-density polyethylene non-woven keeps out fine dust, fibres and low-pressure splashes while staying breathable. Zip with an adhesive flap, and elastic at the cuffs, ankles and hood.',
  },
  'Macacão Barreira PVC Tipo 3': {
    summary: 'Polyester-lined PVC coverall, tight against jets of liquid chemicals.',
    details:
      'High-frequency welded seams and an integrated hood make the suit tight against jets of acids and alkalis. Made for tank cleaning and pesticide spraying.',
  },
  'Macacão Antichama Arco Elétrico': {
    summary: 'Cotton coverall with a permanent flame-resistant finish, arc risk category 2.',
    details:
      'The treated cotton fabric does not spread a flame and self-extinguishes. Two-tone reflective tape, a zip with a press stud and flap pockets.',
  },
  'Macacão Frio Zero Térmico': {
    summary: 'Padded thermal coverall for cold stores down to −35 °C.',
    details:
      'Siliconised fibre padding between waterproof nylon and a soft lining, with ribbed cuffs that seal out the cold. A two-way zip to wear it over the uniform.',
  },
  'Colete Refletivo Alta Visão': {
    summary: 'High-visibility vest in nylon mesh with 5 cm reflective tape.',
    details:
      'The breathable mesh stays cool through shifts in the sun, and the microprismatic tape reflects headlights from more than 150 m away. Hook-and-loop closure and an adjustable size.',
  },
  'Colete Alta Visão Brigadista': {
    summary: 'Class 3 vest with pockets, a badge holder and double reflective tape, for field teams.',
    details:
      'With a class 3 area of fluorescent material, it is seen by day and by night on roads and in yards. A radio pocket, a pen holder and a zip closure.',
  },
  'Mangote Braço Forte Kevlar': {
    summary: 'Kevlar sleeve against cuts and contact heat, with a thumb hole.',
    details:
      'It protects the forearm when handling sheet metal and glass, where a glove alone does not reach. The thumb hole keeps the sleeve from slipping while you work.',
  },
  'Mangote Braço Forte Corte E': {
    summary: 'HDPE and glass-fibre sleeve with cut level E, light and washable.',
    details:
      'The fine HDPE knit resists cuts from blades and burrs and does not make the arm hot. It can be machine washed without losing its protection.',
  },
  'Mangote de Proteção': {
    summary: 'Forearm sleeve for welding, chemical handling and work in the sun.',
    details:
      'Elastic at both ends holds it firmly over the shirt sleeve. It completes the glove where the risk reaches the forearm.',
  },
  'Luva de Malha de Aço Aço Seguro': {
    summary: 'Stainless steel mesh glove for boning and cutting meat by hand.',
    details:
      'Stainless steel rings, welded one by one, resist knife strikes. The nylon strap with a buckle fits the glove to the wrist and can be replaced without tools.',
  },
  'Avental de Malha de Aço Aço Seguro': {
    summary: 'Stainless steel mesh apron protecting the torso during boning.',
    details:
      'Stainless steel rings cover from the chest to the thighs. Crossed straps spread the weight over the shoulders and adjust without tools.',
  },
  'Cinta Ergonômica ErgoCinta': {
    summary: 'Back support belt with flexible stays and double adjustment, for loading and unloading.',
    details:
      'It supports the lower back and reminds the worker to keep a good posture when lifting loads. The elastic fabric breathes, and the double side adjustment holds firm without squeezing.',
  },
  'Cinturão Paraquedista Altura Segura': {
    summary: 'Full-body harness with a dorsal anchor point and quick leg adjustments.',
    details:
      'High-tenacity polyester webbing with stitching in a contrasting colour for inspection. Quick-connect buckles and a lumbar pad for long use.',
  },
  'Cinturão Resgate Total Espaço Confinado': {
    summary: 'Harness with shoulder lifting loops, for entry and rescue in confined spaces.',
    details:
      'The shoulder lifting points keep the worker upright while being pulled out through narrow manholes. Works with a rescue tripod and winch.',
  },
  'Talabarte Y Linha Viva com Absorvedor': {
    summary: 'Twin Y lanyard with an energy absorber and wide-opening hooks.',
    details:
      'It lets the worker pass obstacles while always connected to an anchor point. The absorber keeps the impact force on the body below 6 kN.',
  },
  'Talabarte de Posicionamento Regulável': {
    summary: 'Rope work-positioning lanyard with a length adjuster, for poles and structures.',
    details:
      'It keeps the hands free while working supported on poles, towers and façades. The adjuster slides with one hand and locks under load.',
  },
  'Trava-Quedas Retrátil Linha Viva': {
    summary: 'Self-retracting fall arrester with a galvanised steel cable and a fall indicator.',
    details:
      'The line follows the worker and locks within centimetres in a fall. A die-cast aluminium housing and a swivel on the hook prevent tangling.',
  },
  'Trava-Quedas Deslizante para Corda': {
    summary: 'Guided fall arrester for a vertical 12 mm rope lifeline.',
    details:
      'It follows the climb and the descent by itself and locks when it detects a fall. It opens at the side to fit anywhere on the rope.',
  },
  'Linha de Vida Horizontal Temporária': {
    summary: 'Temporary horizontal webbing lifeline with a ratchet, up to 20 m, for two workers.',
    details:
      'It goes up between two structures in minutes and is tensioned with the ratchet. Made for roofs, overhead cranes and temporary assembly work.',
  },
  'Fita de Ancoragem Provisória': {
    summary: 'Polyester anchor sling to make a temporary anchor point on beams and pillars.',
    details:
      'It wraps around beams, pillars and steel structures and makes a 22 kN anchor point. An abrasion sleeve protects it on sharp edges.',
  },
  'Mosquetão de Aço Altura Segura': {
    summary: 'Forged steel carabiner rated 25 kN, for fall arrest systems.',
    details: 'A zinc-plated finish against corrosion and a gate that opens 18 mm.',
  },
  'Kit Resgate Total': {
    summary: 'Rescue kit with a self-braking descender, pulleys and static rope in a bag.',
    details:
      'It lowers or lifts a casualty suspended in their own harness, with the rescuer in a safe position. The bag carries illustrated step-by-step instructions.',
  },
  'Prendedor de Luvas': {
    summary: 'Glove clip with a plastic grip, so gloves are not lost between tasks.',
    details: 'It holds a pair of gloves on the belt or pocket; the grip does not damage the coating.',
  },
  'Cordão para Óculos': {
    summary: 'Adjustable silicone cord to keep safety glasses always at hand.',
    details: 'Silicone tips fit most temples. A sliding stopper adjusts it behind the head.',
  },
  'Kit Limpeza de Lentes': {
    summary: 'Anti-fog solution and microfibre cloths for glasses and visors.',
    details: 'It cleans without scratching and leaves a film that delays fogging for hours.',
  },
  'Lente de Reposição para Máscara de Solda': {
    summary: 'Polycarbonate cover lens for a welding helmet window, pack of 10.',
    details: 'It protects the auto-darkening filter from spatter; replace it when your view is impaired.',
  },
}
