"""Printing and PDF export of the engine's printable HTML (game sheet and results).

A club's game sheet goes on one A4 page whenever it fits: the engine lays the board beside
the game sheet and the standings under them, and here the type is scaled down step by step
(to 0.7 of its size at the least) until Qt's own layout of the page, printed to PDF and
counted, holds it on one page; a sheet that needs more keeps its usual size and its
standings whole on the next page. The player sheets are printed as they are.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget

from duplicate.records.sheet import SheetLabels, sheet_html
from duplicate.session.session import Session

#: The type sizes tried for a club's sheet, largest first, until it fits on one page.
SHEET_SCALES = (1.0, 0.9, 0.8, 0.7)


#: The printed page's margins (mm): those the sheets' style asks for (``@page``).
PAGE_MARGIN_MM = 15


def _print(html: str, printer: QPrinter) -> None:
    """``html`` laid out on the printer's pages within the sheets' margins, and printed."""
    printer.setPageMargins(QMarginsF(*[PAGE_MARGIN_MM] * 4), QPageLayout.Unit.Millimeter)
    document = QTextDocument()
    document.documentLayout().setPaintDevice(printer)
    document.setHtml(html)
    document.setPageSize(printer.pageRect(QPrinter.Unit.DevicePixel).size())
    document.print_(printer)


def _a4_printer(path: str) -> QPrinter:
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    return printer


def save_pdf(html: str, path: str) -> None:
    """Write ``html`` as an A4 PDF file."""
    _print(html, _a4_printer(path))


def pdf_pages(path: str) -> int:
    """How many pages the PDF file at ``path`` has."""
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument()
    document.load(path)
    count = document.pageCount()
    document.close()
    return count


def fitted_sheet_html(session: Session, labels: SheetLabels, end_reason: Callable[[str], str] = str) -> str:
    """The club's game sheet at the largest type size that puts it on one A4 page (measured
    by printing it), else at its usual size."""
    with tempfile.TemporaryDirectory() as folder:
        trial = str(Path(folder) / "trial.pdf")
        for scale in SHEET_SCALES:
            html = sheet_html(session, labels, end_reason, scale)
            save_pdf(html, trial)
            if pdf_pages(trial) == 1:
                return html
    return sheet_html(session, labels, end_reason)


def save_sheet_pdf(session: Session, labels: SheetLabels, path: str, end_reason: Callable[[str], str] = str) -> None:
    """The club's game sheet as an A4 PDF file, on one page whenever it fits."""
    save_pdf(fitted_sheet_html(session, labels, end_reason), path)


def print_html(parent: QWidget, html: str) -> bool:
    """Ask for a printer and print ``html``; False if the user cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    _print(html, printer)
    return True
