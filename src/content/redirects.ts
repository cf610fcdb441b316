// Links the spec names without their /services, /resources or /promise-to-clients prefix.
// Each answers with a permanent redirect to the route of the site map, so every link works.
export const legacyRedirects: { from: string; to: string }[] = [
  { from: '/logistics-solutions', to: '/services/logistics-solutions' },
  { from: '/technology', to: '/services/technology' },
  { from: '/warehousing', to: '/services/warehousing' },
  { from: '/food-grade-warehouse', to: '/services/warehousing/food-grade-warehouse' },
  { from: '/warehousing/food-grade-warehouse', to: '/services/warehousing/food-grade-warehouse' },
  { from: '/our-blog', to: '/resources/our-blog' },
  { from: '/refund-policy', to: '/resources/refund-policy' },
  { from: '/credit-application', to: '/resources/credit-application' },
  { from: '/terms-conditions', to: '/resources/terms-conditions' },
  { from: '/fuel-levy', to: '/promise-to-clients/fuel-levy' },
  { from: '/express-transit-times', to: '/promise-to-clients/express-transit-times' },
  { from: '/value-for-money', to: '/promise-to-clients/value-for-money' },
  { from: '/our-drivers', to: '/about/our-drivers' },
];
