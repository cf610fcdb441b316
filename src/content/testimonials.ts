// What three of our clients say about us (spec §1): shown on the home page with five stars.

export type Testimonial = {
  name: string;
  jobTitle: string;
  company: string;
  /** Out of five. */
  rating: 1 | 2 | 3 | 4 | 5;
  quote: string;
};

export const testimonials: Testimonial[] = [
  {
    name: 'Rebecca Thornton',
    jobTitle: 'Supply Chain Manager',
    company: 'Southern Cross Pantry Foods',
    rating: 5,
    quote:
      'We moved our interstate linehaul and our ambient storage across in one go, and not a single order has been short or late since. When a Perth load was held up by floods on the Eyre Highway, they rang us before we even noticed and had it re-planned within the hour.',
  },
  {
    name: 'Daniel Nguyen',
    jobTitle: 'Operations Director',
    company: 'Harbourline Building Supplies',
    rating: 5,
    quote:
      'Our steel and plasterboard goes out on B-doubles five nights a week. The online booking and live tracking mean my dispatch team knows exactly where every truck is, and the proof of delivery is in our inbox before the site foreman has finished his coffee.',
  },
  {
    name: 'Priya Raman',
    jobTitle: 'Founder and Managing Director',
    company: 'Little Wattle Homewares',
    rating: 5,
    quote:
      'As a small start-up we expected to be treated as an afterthought. Instead we got the same care as their big accounts, honest prices and advice on pallet configuration that cut our freight bill by almost a quarter.',
  },
];
