"""A player's percentage of the top, evening by evening, as a line chart (QtCharts)."""

from __future__ import annotations

from PySide6.QtCharts import QCategoryAxis, QChart, QChartView, QLineSeries, QScatterSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen

from duplicate.records.season import Progress
from duplicate import translations
from ui.widgets.language import current_language, format_percent


class ProgressChart(QChartView):
    """The evenings along the bottom (their dates), 0-100 % up the side; the player's line,
    their average dashed, their best evening marked."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumHeight(260)
        self.percents = QLineSeries()
        self.average = QLineSeries()
        self.best = QScatterSeries()
        self.show_progress(None)

    def show_progress(self, progress: Progress | None) -> None:
        chart = QChart()
        chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
        self.percents, self.average, self.best = QLineSeries(), QLineSeries(), QScatterSeries()
        self.percents.setName(QCoreApplication.translate("ProgressChart", "% of the top"))
        self.percents.setPen(QPen(QColor("#2b6cb0"), 3))
        self.average.setPen(QPen(QColor("#718096"), 2, Qt.PenStyle.DashLine))
        self.best.setMarkerSize(14)
        self.best.setColor(QColor("#c53030"))
        points = progress.points if progress is not None else ()
        for number, point in enumerate(points):
            self.percents.append(QPointF(number, point.percent))
        if progress is not None and points:
            self.average.setName(QCoreApplication.translate("ProgressChart", "average {0}").format(
                format_percent(progress.average_percent, 2)))
            self.best.setName(QCoreApplication.translate("ProgressChart", "best {0}").format(
                format_percent(progress.best_percent, 2)))
            self.average.append(QPointF(0, progress.average_percent))
            self.average.append(QPointF(max(1, len(points) - 1), progress.average_percent))
            best = next(n for n, p in enumerate(points) if p.percent == progress.best_percent)
            self.best.append(QPointF(best, progress.best_percent))
            chart.setTitle(progress.name)
        for series in (self.percents, self.average, self.best):
            chart.addSeries(series)
        across = QCategoryAxis()
        across.setLabelsPosition(QCategoryAxis.AxisLabelsPosition.AxisLabelsPositionOnValue)
        step = len(points) // 12 + 1  # at most a dozen dates written along the bottom
        for number, point in enumerate(points):
            # each label must differ from the others (two evenings on one day, the dates left out)
            day = point.evening.day
            label = translations.short_date(day, current_language()) if day else point.evening.title
            shown = label if number % step == 0 else ""
            across.append(shown + "\u200b" * number, number)
        across.setRange(-0.3, max(1, len(points) - 1) + 0.3)
        up = QValueAxis()
        up.setRange(0, 100)
        # "80%" or "80 %" as the language writes it (the axis' printf format takes no narrow space)
        pattern = format_percent(0, 0).replace("\u202f", " ").replace("\u00a0", " ")
        up.setLabelFormat(pattern.replace("%", "%%").replace("0", "%d", 1))
        up.setTickCount(6)
        chart.addAxis(across, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(up, Qt.AlignmentFlag.AlignLeft)
        for series in (self.percents, self.average, self.best):
            series.attachAxis(across)
            series.attachAxis(up)
        old = self.chart()
        self.setChart(chart)
        if old is not None:
            old.deleteLater()

    def image(self, width: int = 960, height: int = 420) -> QImage:
        """The chart drawn for print (a PDF's page is wider than the window's pane)."""
        picture = QImage(width, height, QImage.Format.Format_ARGB32)
        picture.fill(QColor("white"))
        painter = QPainter(picture)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.chart().size()
        self.chart().resize(width, height)
        self.chart().scene().render(painter, target=picture.rect(), source=self.chart().rect())
        self.chart().resize(size)
        painter.end()
        return picture


__all__ = ["ProgressChart"]
