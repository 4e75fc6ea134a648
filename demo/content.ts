/** The demo company: copy for a believable electrical-engineering firm. Images live in demo/images. */

export const demoCompany = {
  name: 'Halden Electric & Automation',
  description:
    'Electrical engineering, industrial automation and certified products for utilities, factories and commercial buildings since 1998.',
  email: 'contact@halden-electric.example',
  phone: '+33 4 72 00 41 90',
  address: "42 Rue de l'Industrie, 69007 Lyon, France",
  socialMedia: {
    facebook: 'https://www.facebook.com/haldenelectric',
    linkedin: 'https://www.linkedin.com/company/halden-electric',
    youtube: 'https://www.youtube.com/@haldenelectric',
    instagram: 'https://www.instagram.com/haldenelectric',
  },
  heroStats: { yearsExperience: 27, projectsCompleted: 1850 },
  logo: { image: 'company/logo.webp', altText: 'Halden Electric & Automation logo' },
  coordinates: { lat: 45.7485, lng: 4.8467 },
  heroImages: [
    {
      image: 'company/hero-1.webp',
      title: 'Powering industry with <span>safe, reliable</span> electrical systems',
      subtitle:
        'From medium-voltage substations to the last distribution board, we design, build and maintain the networks your operations depend on.',
      buttonText: 'Explore our services',
      buttonLink: '#services',
    },
    {
      image: 'company/hero-2.webp',
      title: 'Automation that keeps your <span>lines running</span>',
      subtitle:
        'PLC and SCADA engineering, control panels built in our own workshop, and commissioning that hands over a plant ready to produce.',
      buttonText: 'See automation projects',
      buttonLink: '#categories',
    },
    {
      image: 'company/hero-3.webp',
      title: 'Renewable energy, <span>connected to the grid</span>',
      subtitle:
        'Solar, storage and EV charging integrated with your existing installation, with grid-code studies and utility paperwork handled for you.',
      buttonText: 'Talk to an engineer',
      buttonLink: '#contact',
    },
  ],
  faq: [
    {
      question: 'Which regions do you work in?',
      answer:
        'Our engineering office is in Lyon and our field teams cover France, Switzerland and Belgium. For framework customers we also manage projects elsewhere in Europe with certified local partners.',
    },
    {
      question: 'Can you take over maintenance of an installation built by another contractor?',
      answer:
        'Yes. We start with a site survey and a thermographic inspection, update the single-line diagrams and then propose a maintenance plan sized to your risk and budget.',
    },
    {
      question: 'Do you offer emergency call-out?',
      answer:
        'Customers on a support contract reach our duty engineer 24 hours a day, 365 days a year, with a guaranteed on-site response of four hours within 100 km of Lyon.',
    },
    {
      question: 'Are your control panels certified?',
      answer:
        'All panels from our workshop are built and tested to IEC 61439 and supplied with the routine verification report, wiring diagrams and a CE declaration of conformity.',
    },
    {
      question: 'How long does a typical substation project take?',
      answer:
        'A 20 kV customer substation usually takes 14 to 20 weeks from order to energisation, most of it driven by switchgear lead times and the utility connection date.',
    },
    {
      question: 'Can I buy products without an installation contract?',
      answer:
        'Yes. Our product catalogue is available to installers and end users; ask for a quotation with your quantities and we reply within one working day.',
    },
  ],
}

export const demoServices = [
  {
    title: 'Power Distribution & Substations',
    shortDescription:
      'Design, supply and installation of MV/LV substations, distribution boards and power factor correction for industrial and utility sites.',
    fullDescription:
      'We engineer complete distribution networks from the utility connection point down to final circuits. Our teams carry out load studies, short-circuit and selectivity calculations, then supply and install medium-voltage switchgear, transformers, low-voltage main boards and busbar trunking. Every project is delivered with as-built drawings and a commissioning report.',
    details:
      '<p>Typical scope includes <strong>20 kV ring main units</strong>, dry-type and oil transformers up to 3,150 kVA, and form 4 low-voltage switchboards.</p><ul><li>Network studies with selectivity curves</li><li>Earthing and lightning protection design</li><li>Utility liaison and connection applications</li></ul>',
    features: [
      'Load-flow, short-circuit and selectivity studies',
      'MV switchgear and transformer installation',
      'Low-voltage main and sub-distribution boards',
      'Power factor correction and harmonic filtering',
      'Energisation with the utility',
    ],
    images: [
      'services/power-distribution-1.webp',
      'services/power-distribution-2.webp',
      'services/power-distribution-3.webp',
    ],
  },
  {
    title: 'Industrial Automation & Controls',
    shortDescription:
      'PLC, SCADA and motor-control engineering with panels built in our own workshop, from functional specification to start-up on site.',
    fullDescription:
      'Our automation engineers write the functional specification with your process team, program PLCs and HMIs, and build the control panels in our 1,200 m² workshop. Factory acceptance tests are run with simulated I/O before anything reaches your site, so start-up is measured in days, not weeks.',
    details:
      '<p>We work with the major PLC platforms and deliver documented, maintainable code following <em>IEC 61131-3</em>.</p><ul><li>Motor control centres and variable-speed drives</li><li>SCADA and historian integration</li><li>Functional safety to ISO 13849</li></ul>',
    features: [
      'Functional specifications and FAT/SAT protocols',
      'PLC and HMI programming',
      'Control panels built to IEC 61439',
      'Drives, MCCs and motor protection',
      'Remote monitoring and alarm management',
    ],
    images: [
      'services/industrial-automation-1.webp',
      'services/industrial-automation-2.webp',
      'services/industrial-automation-3.webp',
    ],
  },
  {
    title: 'Renewable Energy Integration',
    shortDescription:
      'Rooftop and ground-mounted solar, battery storage and EV charging, connected safely to your existing electrical installation.',
    fullDescription:
      'We size photovoltaic and storage systems against your real consumption profile, handle the grid-connection studies and install the complete system, including protection, metering and monitoring. For fleets and car parks we design EV charging with dynamic load management so that new chargers never trip the main supply.',
    details:
      '<p>Projects range from <strong>100 kWp rooftops</strong> to multi-megawatt ground arrays with storage.</p><ul><li>Self-consumption and surplus-sale studies</li><li>Battery energy storage with peak shaving</li><li>EV charging with load management</li></ul>',
    features: [
      'Consumption analysis and yield simulation',
      'Grid-code compliance and connection requests',
      'Battery storage for peak shaving and backup',
      'EV charging with dynamic load management',
    ],
    images: [
      'services/renewable-integration-1.webp',
      'services/renewable-integration-2.webp',
      'services/renewable-integration-3.webp',
    ],
  },
  {
    title: 'Commercial Building Electrical',
    shortDescription:
      'Complete electrical fit-out for offices, retail and public buildings: power, lighting, fire safety systems and building management.',
    fullDescription:
      'For new buildings and refurbishments we deliver the full electrical package: distribution, small power, lighting with presence and daylight control, emergency lighting, fire detection interfaces and structured cabling. We coordinate closely with the other trades and hand over a building that is easy to run.',
    details:
      '<p>Our building team works to <strong>NF C 15-100</strong> and integrates with KNX and BACnet building management systems.</p>',
    features: [
      'Distribution and small power',
      'LED lighting with DALI controls',
      'Emergency lighting and fire safety interfaces',
      'Structured cabling and containment',
    ],
    images: ['services/building-electrical-1.webp', 'services/building-electrical-2.webp'],
  },
  {
    title: 'Testing & Commissioning',
    shortDescription:
      'Independent testing of protection relays, switchgear, cables and earthing systems, with certified reports for insurers and authorities.',
    fullDescription:
      'Our test engineers verify that installations perform as designed before and after energisation. We inject protection relays, test circuit breakers and cables, measure earthing systems and perform thermographic surveys, and we document every result in reports that insurers and inspection bodies accept.',
    details:
      '<ul><li>Secondary injection of protection relays</li><li>VLF and partial-discharge cable testing</li><li>Earth resistance and step/touch voltage measurement</li><li>Infrared thermography</li></ul>',
    features: [
      'Protection relay testing and settings verification',
      'Circuit breaker timing and contact resistance',
      'Cable testing up to 36 kV',
      'Earthing system measurements',
      'Thermographic surveys',
    ],
    images: [
      'services/testing-commissioning-1.webp',
      'services/testing-commissioning-2.webp',
      'services/testing-commissioning-3.webp',
    ],
  },
  {
    title: 'Preventive Maintenance & 24/7 Support',
    shortDescription:
      'Maintenance contracts that keep electrical installations safe and available, with a duty engineer reachable around the clock.',
    fullDescription:
      'A maintenance plan built around your critical loads: scheduled inspections, switchgear servicing, battery and UPS checks, and condition monitoring. When something does go wrong, our duty engineer answers day and night and dispatches a technician with the right spare parts.',
    details:
      '<p>Contracts include a yearly condition report and a prioritised list of recommended improvements.</p>',
    features: [
      'Scheduled inspection and servicing',
      'UPS and battery maintenance',
      'Spare-parts management',
      '24/7 duty engineer with 4-hour response',
    ],
    images: ['services/maintenance-1.webp', 'services/maintenance-2.webp'],
  },
]

export const demoCategories = [
  {
    key: 'switchgear',
    title: 'Switchgear & Protection',
    shortDescription:
      'Circuit breakers, residual-current devices, transfer switches and MV switchgear from leading manufacturers, in stock in Lyon.',
    description:
      'Everything needed to protect people and equipment, from modular breakers for final circuits to medium-voltage switchgear for substations.',
    longDescription:
      '<p>We stock more than <strong>4,000 references</strong> of protection devices and switchgear. Our technical sales team helps you choose ratings, curves and breaking capacities, and our workshop can pre-assemble complete boards.</p><ul><li>Same-day dispatch on stock items ordered before 2 pm</li><li>Selectivity tables and certificates on request</li></ul>',
    image: 'categories/switchgear.webp',
  },
  {
    key: 'cables',
    title: 'Cables & Wiring Systems',
    shortDescription:
      'Power, control and data cables, busbar trunking and cable management, cut to length and delivered to site.',
    description:
      'Low-voltage and medium-voltage power cables, fire-resistant cables, control and instrumentation cables, and the trays, ladders and glands to install them.',
    longDescription:
      '<p>Cables are cut to length in our warehouse and delivered on labelled drums, so your installers pull the right cable first time.</p>',
    image: 'categories/cables-wiring.webp',
  },
  {
    key: 'automation',
    title: 'Automation & Controls',
    shortDescription:
      'PLCs, HMIs, drives, sensors and industrial networking for machines and process plants.',
    description:
      'Controllers, operator panels, variable-speed drives and field devices, plus training for your maintenance teams.',
    longDescription:
      '<p>As a system integrator we only sell what we would install ourselves, and we back every product with <em>application support</em> from our automation engineers.</p>',
    image: 'categories/automation-controls.webp',
  },
  {
    key: 'lighting',
    title: 'Industrial Lighting',
    shortDescription:
      'High-bay LED, emergency lighting and smart controls that cut lighting energy use by up to 70%.',
    description:
      'Efficient LED luminaires for warehouses, workshops and outdoor areas, with DALI and wireless controls.',
    longDescription:
      '<p>We provide free lighting studies with lux calculations, and a payback estimate for relighting projects.</p>',
    image: 'categories/lighting.webp',
  },
  {
    key: 'solar',
    title: 'Solar & Energy Storage',
    shortDescription:
      'PV modules, inverters, battery systems and EV chargers for commercial and industrial sites.',
    description:
      'Tier-one solar modules, string and central inverters, lithium-ion storage and smart EV charging stations.',
    longDescription:
      '<p>Our renewable team designs complete systems and supplies the equipment as a package, with monitoring configured before delivery.</p>',
    image: 'categories/solar-storage.webp',
  },
] as const

const DAY = 24 * 60 * 60 * 1000

/** Event dates are relative to the day the demo is seeded, so the demo always has upcoming and past events. */
export function demoEvents(now: Date) {
  const at = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * DAY)
    date.setUTCHours(hour, 0, 0, 0)
    return date
  }
  return [
    {
      category: 'switchgear',
      title: 'Halden Switchgear Expo',
      description:
        'Two days of live demonstrations of the latest low- and medium-voltage switchgear in our Lyon showroom.',
      details:
        '<p>See arc-resistant switchgear, digital protection relays and smart breakers in operation, and meet the manufacturers’ application engineers.</p>',
      date: at(24, 8),
      image: 'events/expo.webp',
      location: 'Halden showroom, Lyon',
      organizer: 'Halden Electric & Automation',
      registrationUrl: 'https://events.halden-electric.example/switchgear-expo',
    },
    {
      category: 'switchgear',
      title: 'Arc Flash Safety Webinar',
      description:
        'How to assess arc-flash risk and choose the right protective measures for your installation.',
      details:
        '<p>A one-hour webinar followed by questions, with a checklist for your next risk assessment.</p>',
      date: at(-38, 14),
      image: 'events/webinar-arc-flash.webp',
      location: 'Online',
      organizer: 'Halden Testing & Commissioning team',
      registrationUrl: null,
    },
    {
      category: 'switchgear',
      title: 'Selectivity Masterclass',
      description: 'A half-day course on breaker coordination and selectivity studies for design engineers.',
      details: '<p>Bring your own single-line diagram: the afternoon is a workshop on real cases.</p>',
      date: at(-150, 9),
      image: 'events/training-plc.webp',
      location: 'Halden training centre, Lyon',
      organizer: 'Halden Engineering Office',
      registrationUrl: null,
    },
    {
      category: 'automation',
      title: 'PLC Programming Training',
      description: 'A three-day hands-on course on structured PLC programming for maintenance technicians.',
      details:
        '<p>Each participant works on a training bench with a real controller, drive and HMI. Certificate of attendance included.</p>',
      date: at(47, 8),
      image: 'events/training-plc.webp',
      location: 'Halden training centre, Lyon',
      organizer: 'Halden Automation team',
      registrationUrl: null,
    },
    {
      category: 'automation',
      title: 'Workshop Open Day',
      description: 'Tour our panel-building workshop and see a factory acceptance test in progress.',
      details: '<p>Guided tours every hour, with coffee and a chance to meet our panel builders.</p>',
      date: at(-64, 9),
      image: 'events/open-day.webp',
      location: "42 Rue de l'Industrie, Lyon",
      organizer: 'Halden Electric & Automation',
      registrationUrl: null,
    },
    {
      category: 'solar',
      title: 'EV Charging for Fleets Seminar',
      description: 'Planning EV charging for company fleets without upgrading your grid connection.',
      details:
        '<p>Case studies of depots that added 40 chargers on their existing supply thanks to dynamic load management.</p>',
      date: at(78, 13),
      image: 'events/seminar-ev-charging.webp',
      location: 'Cité Internationale, Lyon',
      organizer: 'Halden Renewable Energy team',
      registrationUrl: 'https://events.halden-electric.example/ev-fleet-seminar',
    },
    {
      category: 'solar',
      title: 'Solar Self-Consumption Briefing',
      description: 'What changed in the self-consumption rules this year, and what it means for your roof.',
      details: '<p>A short briefing for facility managers, with time for individual questions.</p>',
      date: null,
      image: 'events/seminar-ev-charging.webp',
      location: 'Online',
      organizer: 'Halden Renewable Energy team',
      registrationUrl: null,
    },
  ]
}

export const demoProducts = [
  {
    name: 'Miniature Circuit Breaker C16, 1P+N',
    description: 'Modular breaker with 6 kA breaking capacity for final lighting and socket circuits.',
    image: 'products/mcb.webp',
    price: 18.9,
    isNew: false,
    isEcoFriendly: false,
  },
  {
    name: 'Residual Current Circuit Breaker 40 A, 30 mA, Type A',
    description: 'Protects people against earth faults, including pulsating DC fault currents.',
    image: 'products/rccb.webp',
    price: 64.5,
    isNew: false,
    isEcoFriendly: false,
  },
  {
    name: 'Automatic Transfer Switch Panel 400 A',
    description: 'Pre-wired changeover panel between mains and generator with a programmable controller.',
    image: 'products/ats-panel.webp',
    price: null,
    isNew: true,
    isEcoFriendly: false,
  },
  {
    name: 'SF6-free MV Switchgear 24 kV',
    description: 'Compact ring main unit using dry air insulation instead of SF6 greenhouse gas.',
    image: 'products/mv-switchgear.webp',
    price: null,
    isNew: true,
    isEcoFriendly: true,
  },
  {
    name: 'Copper Busbar System 630 A',
    description: 'Touch-safe busbar system for fast assembly of distribution boards.',
    image: 'products/busbar.webp',
    price: 245,
    isNew: false,
    isEcoFriendly: false,
  },
  {
    name: 'Type 1+2 Surge Protective Device',
    description:
      'Protects main boards against lightning currents and switching surges, with remote signalling.',
    image: 'products/surge-protector.webp',
    price: 189,
    isNew: false,
    isEcoFriendly: false,
  },
  {
    name: 'Steel Distribution Enclosure IP55',
    description: 'Wall-mounted enclosure with mounting plate and 96 modules, ready for form 2 separation.',
    image: 'products/enclosure.webp',
    price: 412.75,
    isNew: false,
    isEcoFriendly: false,
  },
  {
    name: 'Smart Energy Meter, 3-phase',
    description: 'MID-certified meter with Modbus and Ethernet for sub-metering and energy management.',
    image: 'products/smart-meter.webp',
    price: 298,
    isNew: true,
    isEcoFriendly: true,
  },
  {
    name: 'Power Contactor 65 A, AC-3',
    description: 'Three-pole contactor for motor starting with an energy-efficient coil.',
    image: 'products/contactor.webp',
    price: 96.4,
    isNew: false,
    isEcoFriendly: true,
  },
]

export const demoTeam = [
  {
    name: 'Claire',
    surname: 'Morel',
    position: 'Management',
    jobTitle: 'Managing Director',
    description:
      'Electrical engineer by training, Claire spent fifteen years building substations before taking the helm of Halden in 2015.',
    email: 'claire.morel@halden-electric.example',
    image: 'team/team-1.webp',
  },
  {
    name: 'Karim',
    surname: 'Benali',
    position: 'Engineering',
    jobTitle: 'Head of Power Systems',
    description:
      'Karim leads the network studies team and signs off every protection and selectivity study we deliver.',
    email: 'karim.benali@halden-electric.example',
    image: 'team/team-2.webp',
  },
  {
    name: 'Lucas',
    surname: 'Lambert',
    position: 'Automation',
    jobTitle: 'Automation Lead Engineer',
    description: 'Lucas has commissioned more than 200 production lines and runs our PLC training programme.',
    email: 'lucas.lambert@halden-electric.example',
    image: 'team/team-5.webp',
  },
  {
    name: 'Thomas',
    surname: 'Girard',
    position: 'Sales',
    jobTitle: 'Technical Sales Director',
    description:
      'Thomas has advised plant owners on their electrical investments for thirty years and leads our sales engineers.',
    email: 'thomas.girard@halden-electric.example',
    image: 'team/team-3.webp',
  },
  {
    name: 'Amina',
    surname: 'Diallo',
    position: 'Renewables',
    jobTitle: 'Renewable Energy Project Manager',
    description:
      'Amina manages our solar, storage and EV charging projects, from feasibility study to grid connection.',
    email: 'amina.diallo@halden-electric.example',
    image: 'team/team-4.webp',
  },
]

export const demoPartners = [
  {
    name: 'Voltara Cables',
    description:
      'European manufacturer of low- and medium-voltage power cables; our preferred cable supplier since 2004.',
    website: 'https://www.voltara-cables.example',
    image: 'partners/voltara.webp',
  },
  {
    name: 'NorthGrid Utilities',
    description:
      'Regional distribution network operator; we are an approved contractor for customer substations.',
    website: 'https://www.northgrid.example',
    image: 'partners/northgrid.webp',
  },
  {
    name: 'Helios Solar',
    description: 'Solar module and inverter distributor supplying our commercial PV projects.',
    website: 'https://www.helios-solar.example',
    image: 'partners/helios.webp',
  },
  {
    name: 'Ampere Controls',
    description: 'Maker of protection relays and measurement devices; Halden is a certified service partner.',
    website: 'https://www.ampere-controls.example',
    image: 'partners/ampere.webp',
  },
  {
    name: 'Kestrel Automation',
    description: 'Industrial robotics integrator we team up with on turnkey production lines.',
    website: null,
    image: 'partners/kestrel.webp',
  },
  {
    name: 'Meridian Steel',
    description: 'Steel enclosure and cable tray fabricator for our workshop-built panels.',
    website: 'https://www.meridian-steel.example',
    image: 'partners/meridian.webp',
  },
]

export const demoClients = [
  {
    name: 'Julien Marchand',
    email: 'j.marchand@lyonpack.example',
    description:
      'Halden rebuilt our main substation over two weekends without a single hour of lost production. Their planning and communication were outstanding.',
    image: 'clients/client-2.webp',
  },
  {
    name: 'Elena Rossi',
    email: 'elena.rossi@alpinefoods.example',
    description:
      'The new packaging line control system was commissioned in four days. Our operators love the HMI screens and the documentation is excellent.',
    image: 'clients/client-1.webp',
  },
  {
    name: 'Marc Dubois',
    email: 'marc.dubois@rhone-logistics.example',
    description:
      'Our warehouse relighting paid for itself in under three years, and the 40 EV chargers run on our existing grid connection thanks to load management.',
    image: 'clients/client-4.webp',
  },
  {
    name: 'Nadia Haddad',
    email: 'n.haddad@clinique-saint-luc.example',
    description:
      'For a hospital, reliability is everything. Halden’s maintenance team knows our installation inside out and answers at 3 am when we need them.',
    image: 'clients/client-3.webp',
  },
  {
    name: 'Marieke Janssens',
    email: 'marieke@janssens-metal.example',
    description:
      'Professional, safety-minded and honest about costs. Their testing reports were accepted by our insurer without a single question.',
    image: 'clients/client-5.webp',
  },
]

/** A small inbox, so the back-office bell and messages screen show real work on a fresh install. */
export function demoMessages(now: Date) {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000)
  return [
    {
      name: 'Sophie Laurent',
      email: 'sophie.laurent@boulangerie-laurent.example',
      subject: 'Quote for a three-phase upgrade',
      message:
        'Hello, we are adding two deck ovens to our bakery in Villeurbanne and our supplier says we need a three-phase connection. Could you visit next week and give us a quote for the upgrade and the new distribution board?',
      status: 'unread' as const,
      createdAt: ago(42),
    },
    {
      name: 'Thomas Girard',
      email: 't.girard@girard-plasturgie.example',
      subject: 'Thermographic survey before our annual shutdown',
      message:
        'We shut down the moulding shop from 20 to 27 December. Our insurer asks for a thermographic survey of the main LV switchboards before then. Do you have a team available in early December?',
      status: 'unread' as const,
      createdAt: ago(5 * 60),
    },
    {
      name: 'Claire Fontaine',
      email: 'claire.fontaine@residence-les-tilleuls.example',
      subject: 'EV chargers for a residential car park',
      message:
        'Our co-ownership voted to install charging points in the underground car park (64 spaces). We would like to understand the options for load management and how the costs could be split between owners.',
      status: 'read' as const,
      createdAt: ago(2 * 24 * 60),
      reply:
        'Thank you, Ms Fontaine. We have sent you our guide for co-ownerships and proposed a site visit on Thursday at 10:00 to size the installation.',
    },
    {
      name: 'Luca Bianchi',
      email: 'luca.bianchi@example.com',
      subject: 'Internship application',
      message:
        'I am a second-year electrical engineering student in Grenoble looking for a two-month internship next summer. Please find my CV on my website; I would be glad to hear from you.',
      status: 'archived' as const,
      createdAt: ago(9 * 24 * 60),
    },
  ]
}
