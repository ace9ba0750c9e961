import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import type { CaseStudyResult } from "@/lib/content";
import { chartRows } from "@/lib/content/results-chart";

const WIDTH = 280;
const BAR_MAX = 190;
const LEGEND_HEIGHT = 34;
const ROW_HEIGHT = 78;

type ResultsChartProps = {
  id: string;
  brand: string;
  results: CaseStudyResult[];
  locale: Locale;
};

/**
 * Campaign against baseline for each result, drawn at build time as SVG (no client JS).
 * Screen readers get the title and a description that states every number.
 */
export function ResultsChart({ id, brand, results, locale }: ResultsChartProps) {
  const t = translator(locale, "caseStudies");
  const rows = chartRows(results, BAR_MAX, locale);
  const height = LEGEND_HEIGHT + rows.length * ROW_HEIGHT;
  const titleId = `${id}-chart-title`;
  const descId = `${id}-chart-desc`;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${WIDTH} ${height}`}
      width={WIDTH}
      height={height}
      className="h-auto w-full max-w-[400px]"
    >
      <title id={titleId}>{t("chartTitle", { brand })}</title>
      <desc id={descId}>{rows.map((row) => row.summary).join(" ")}</desc>
      <g fontSize="12" className="fill-muted">
        <rect width="12" height="12" y="2" rx="2" className="fill-accent" />
        <text x="18" y="12">
          {t("chartCampaign")}
        </text>
        <rect width="12" height="12" x="124" y="2" rx="2" className="fill-line" />
        <text x="142" y="12">
          {t("chartBaseline")}
        </text>
      </g>
      {rows.map((row, index) => {
        const top = LEGEND_HEIGHT + index * ROW_HEIGHT;
        return (
          <g key={row.label} transform={`translate(0 ${top})`}>
            <text y="12" fontSize="13" fontWeight="600" className="fill-ink">
              {row.label}
              {row.lowerIsBetter ? (
                <tspan fontSize="11" fontWeight="400" className="fill-muted">
                  {" "}
                  {t("lowerIsBetter")}
                </tspan>
              ) : null}
            </text>
            <rect y="22" height="18" width={row.campaign.width} rx="3" className="fill-accent" />
            <text
              x={row.campaign.width + 6}
              y="35"
              fontSize="12"
              fontWeight="600"
              className="fill-ink"
            >
              {row.campaign.text}
            </text>
            <rect y="46" height="18" width={row.baseline.width} rx="3" className="fill-line" />
            <text x={row.baseline.width + 6} y="59" fontSize="12" className="fill-muted">
              {row.baseline.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
