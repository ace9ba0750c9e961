// @ts-check
// The demo's creator photos (docs/directory.md, "The demo"): drawn here rather than shipped, and
// clearly not of anyone: a silhouette on a colour. Each is saved as a phone would save a photo, a
// JPEG with EXIF metadata that says where it was taken, so that the demo shows the build
// stripping it. `npm start`'s seed writes them into the demo's bucket at each profile's
// `photoPath`, and a demo build without the emulator draws the same ones.
import { createHash } from "node:crypto";
import sharp from "sharp";

/** A background, a figure and its hair. */
const COLOURS = [
  ["#5b3fd6", "#e9d5ff", "#3b0764"],
  ["#0f766e", "#fde7d4", "#422006"],
  ["#b45309", "#fef3c7", "#1c1917"],
  ["#be123c", "#ffe4e6", "#7c2d12"],
  ["#1d4ed8", "#f5e0c8", "#0f172a"],
  ["#4d7c0f", "#ecfccb", "#713f12"],
  ["#7e22ce", "#fce7f3", "#27272a"],
  ["#0e7490", "#e7d3bd", "#57534e"],
];

/**
 * The photo at the demo profile's `photoPath`: the same bytes for the same path, every time.
 * @param {string} photoPath
 * @returns {Promise<Buffer>}
 */
export function demoPhoto(photoPath) {
  const [index = 0, style = 0] = createHash("sha256").update(photoPath).digest();
  const [background, figure, hair] = /** @type {[string, string, string]} */ (
    COLOURS[index % COLOURS.length]
  );
  // Two hair styles and a light from either side, so the demo's faces are not one icon.
  const hairPath =
    style % 2 === 0
      ? "M128 262 C116 92 364 92 352 262 C332 188 148 188 128 262 Z"
      : "M125 270 C110 110 370 110 355 270 C340 330 360 420 380 440 L100 440 C120 420 140 330 125 270 Z";
  const light = style % 3 === 0 ? "0" : "1";
  // Taller than wide, as a phone's portrait is: the build crops it square, about the face.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600">
  <defs><linearGradient id="l" x1="${light}" y1="0" x2="${1 - Number(light)}" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient></defs>
  <rect width="480" height="600" fill="${background}"/>
  <rect width="480" height="600" fill="url(#l)"/>
  ${style % 2 === 1 ? `<path d="${hairPath}" fill="${hair}"/>` : ""}
  <path d="M60 600 C60 430 160 380 240 380 C320 380 420 430 420 600 Z" fill="${figure}"/>
  <circle cx="240" cy="250" r="105" fill="${figure}"/>
  ${style % 2 === 0 ? `<path d="${hairPath}" fill="${hair}"/>` : ""}
</svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: {
        ImageDescription: "Demo photo taken at 12 Harbour Road, 40.4168 N 3.7038 W",
        Artist: "A phone the site must not name",
      },
    })
    .toBuffer();
}
