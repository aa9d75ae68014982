"""Printing and PDF export of the engine's printable HTML (game sheet and results)."""

from __future__ import annotations

from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QWidget


def _document(html: str) -> QTextDocument:
    document = QTextDocument()
    document.setHtml(html)
    return document


def save_pdf(html: str, path: str) -> None:
    """Write ``html`` as an A4 PDF file."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(path)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageOrientation(QPageLayout.Orientation.Portrait)
    _document(html).print_(printer)


def print_html(parent: QWidget, html: str) -> bool:
    """Ask for a printer and print ``html``; False if the user cancelled."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    _document(html).print_(printer)
    return True
