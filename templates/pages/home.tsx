import { About } from '../home/about.tsx';
import { Gallery } from '../home/gallery.tsx';
import { Hero } from '../home/hero.tsx';
import { SpeciesExplorer } from '../home/species-explorer.tsx';
import { Team } from '../home/team.tsx';
import { Testimonials } from '../home/testimonials.tsx';
import { Tours } from '../home/tours.tsx';
import { VisitLocations } from '../home/visit-locations.tsx';
import { WhyUs } from '../home/why-us.tsx';

/** The home page: the sections in order; the footer and contact button come from the frame. */
export function HomePage() {
  return (
    <div className="home">
      <Hero />
      <Gallery />
      <About />
      <WhyUs />
      <Tours />
      <SpeciesExplorer />
      <VisitLocations />
      <Team />
      <Testimonials />
    </div>
  );
}
