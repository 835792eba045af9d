#!/usr/bin/env python3
"""Writes a storyboard of about LINES lines (default 20,000) in Interface Builder's format: one tab bar
controller with five tabs (navigation controllers, SF Symbols, a storyboard reference) and many ordinary
scenes with views, constraints and outlets around it, as large apps' Main.storyboard files are."""
import sys

lines_wanted = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
out = ['<?xml version="1.0" encoding="UTF-8"?>',
       '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tbc">',
       '    <scenes>',
       '        <scene sceneID="s-tbc">', '            <objects>',
       '                <tabBarController id="tbc" customClass="MainTabBarController" sceneMemberID="viewController">',
       '                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>',
       '                    <connections>']
out += [f'                        <segue destination="nav-{i}" kind="relationship" relationship="viewControllers" id="seg-{i}"/>' for i in range(5)]
out += ['                    </connections>', '                </tabBarController>', '            </objects>', '        </scene>']
for i in range(5):
    out += [f'        <scene sceneID="s-nav-{i}">', '            <objects>',
            f'                <navigationController id="nav-{i}" sceneMemberID="viewController">',
            f'                    <tabBarItem key="tabBarItem" title="Tab {i}" image="symbol.{i}" catalog="system" id="item-{i}"/>',
            '                    <connections>',
            f'                        <segue destination="vc-{i}" kind="relationship" relationship="rootViewController" id="root-{i}"/>',
            '                    </connections>', '                </navigationController>', '            </objects>', '        </scene>']
scene = 0
while len(out) < lines_wanted - 4:
    out += [f'        <scene sceneID="s-vc-{scene}">', '            <objects>',
            f'                <viewController id="vc-{scene}" customClass="Screen{scene}ViewController" sceneMemberID="viewController">',
            f'                    <view key="view" contentMode="scaleToFill" id="view-{scene}">',
            '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>',
            '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
            '                        <subviews>']
    for label in range(6):
        out += [f'                            <label opaque="NO" userInteractionEnabled="NO" text="Label &amp; {label}" textAlignment="natural" lineBreakMode="tailTruncation" id="lbl-{scene}-{label}">',
                f'                                <rect key="frame" x="20" y="{100 + 40 * label}" width="353" height="21"/>',
                '                                <fontDescription key="fontDescription" type="system" pointSize="17"/>',
                '                                <nil key="textColor"/>',
                '                            </label>']
    out += ['                        </subviews>', '                        <constraints>']
    out += [f'                            <constraint firstItem="lbl-{scene}-{c}" firstAttribute="leading" secondItem="view-{scene}" secondAttribute="leading" constant="20" id="c-{scene}-{c}"/>' for c in range(6)]
    out += ['                        </constraints>', '                    </view>',
            '                    <!-- a scene without a tab -->',
            '                </viewController>',
            f'                <placeholder placeholderIdentifier="IBFirstResponder" id="fr-{scene}" sceneMemberID="firstResponder"/>',
            '            </objects>', f'            <point key="canvasLocation" x="{scene * 10}" y="0"/>', '        </scene>']
    scene += 1
out += ['    </scenes>', '</document>']
sys.stdout.write('\n'.join(out) + '\n')
