/** Approved testimonials for the demo shop, with generated avatar images. */
const PEOPLE = [
  { name: "Anisha Shrestha", location: "Lalitpur", color: "#2563eb", experience: "Ordered a Galaxy phone on Sunday evening and it reached my office in Pulchowk by Tuesday. Sealed box, warranty card stamped, and the delivery guy waited while I checked it." },
  { name: "Bikash Gurung", location: "Pokhara", color: "#16a34a", experience: "I was not sure about buying a laptop online, but the specs on the page matched exactly and cash on delivery made it easy. Support answered my questions on WhatsApp quickly." },
  { name: "Sujata Rai", location: "Dharan", color: "#db2777", experience: "The earbuds were cheaper than in the shops on Bhanu Chowk and came with a proper bill. The screen protector pack fit my phone perfectly too." },
  { name: "Prakash Adhikari", location: "Kathmandu", color: "#ea580c", experience: "Had to exchange a charger that did not suit my phone. They picked it up and sent the right one within two days, no arguments." },
  { name: "Nirmala Thapa", location: "Butwal", color: "#7c3aed", experience: "Good prices on powerbanks and honest stock numbers. What the site says is in stock really is in stock." },
  { name: "Rohan Maharjan", location: "Bhaktapur", color: "#0d9488", experience: "Bought a speaker as a gift. Nicely packed, arrived on time and the sound is great. Will buy my next phone here." },
];

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

function avatar(name: string, color: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">` +
    `<rect width="200" height="200" rx="100" fill="${color}"/>` +
    `<text x="100" y="118" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${initials(name)}</text>` +
    `</svg>`
  );
}

export function demoTestimonials() {
  const files = new Map<string, string>();
  const rows = PEOPLE.map((person, index) => {
    const file = `demo/testimonials/${index + 1}.svg`;
    files.set(file, avatar(person.name, person.color));
    return { name: person.name, location: person.location, experience: person.experience, imageUrl: `/media/${file}`, approved: true };
  });
  return { rows, files };
}
